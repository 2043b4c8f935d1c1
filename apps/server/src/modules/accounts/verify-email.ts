import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sha256Hex } from '../session/tokens';
import { pendingTokenHash } from './pending-cookie';
import { createTokensRepository } from './tokens-repository';
import { createUsersRepository } from './users-repository';

/** The link in the verification email. */
export const verifyEmailRoute: FastifyPluginAsyncZod = async (app) => {
  const tokens = createTokensRepository(app.db);

  app.get(
    '/verify-email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Opens a verification link, then sends the browser on',
        description:
          '303 to /unauthorized when this browser is waiting there (it then signs in by itself), ' +
          'else to /login?verified=1; an invalid, used or expired link goes to ' +
          '/login?verification=invalid.',
        querystring: z.object({ token: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const now = app.clock.now();
      const userId = token
        ? await app.db.transaction().execute(async (trx) => {
            const owner = await createTokensRepository(trx).consumeEmailToken(
              sha256Hex(token),
              'verify',
              now,
            );
            if (owner) await createUsersRepository(trx).markEmailVerified(owner, now);
            return owner;
          })
        : null;
      reply.header('cache-control', 'no-store');
      if (!userId) return reply.redirect('/login?verification=invalid', 303);

      const pendingHash = pendingTokenHash(request);
      const pending = pendingHash ? await tokens.findPending(pendingHash, now) : undefined;
      return reply.redirect(
        pending?.userId === userId ? '/unauthorized' : '/login?verified=1',
        303,
      );
    },
  );
};
