import { API_MESSAGES } from '@shop/domain';
import fp from 'fastify-plugin';
import { HttpError } from '../../platform/http/errors';
import { HashQueueFullError } from './hash-queue';
import { createPasswordHasher, type PasswordHasher } from './passwords';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hashes and checks passwords at the configured cost (PASSWORD_HASH_COST). */
    passwords: PasswordHasher;
  }
}

export const passwordsPlugin = fp(
  async (app) => {
    const hasher = createPasswordHasher(app.config.passwordHashCost);
    // A full line is answered at once, 429, rather than a wait nobody would sit through.
    const refuseWhenFull = <T>(work: Promise<T>) =>
      work.catch((error: unknown) => {
        if (error instanceof HashQueueFullError) {
          throw new HttpError('RATE_LIMITED', API_MESSAGES.tooManyAttempts);
        }
        throw error;
      });
    // The decoy is made before the first request, so the first unknown email costs one hash like
    // every other, rather than two, and no login waits behind it.
    app.addHook('onReady', async () => {
      await hasher.decoyHash();
    });
    app.decorate('passwords', {
      hash: (password, client) => refuseWhenFull(hasher.hash(password, client)),
      verify: (password, stored, client) => refuseWhenFull(hasher.verify(password, stored, client)),
      decoyHash: () => hasher.decoyHash(),
      hasRoom: (client) => hasher.hasRoom(client),
      isOutdated: (stored) => hasher.isOutdated(stored),
    } satisfies PasswordHasher);
  },
  { name: 'passwords', dependencies: ['context'] },
);
