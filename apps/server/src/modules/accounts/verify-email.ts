import { verifyEmailEndpoint } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/route-schema';
import { sha256Hex } from '../../platform/tokens';
import { pendingTokenHash } from './pending-cookie';
import { createTokensRepository } from './tokens-repository';
import { createUserSignInRepository } from './user-sign-in-repository';

/** The link in the verification email. */
export const verifyEmailRoute: FastifyPluginAsyncZod = async (app) => {
  const tokens = createTokensRepository(app.db);

  app.route({
    ...routeOf(verifyEmailEndpoint),
    handler: async (request, reply) => {
      const { token } = request.query;
      const now = app.clock.now();
      const userId = token
        ? await app.db.transaction().execute(async (trx) => {
            const owner = await createTokensRepository(trx).consumeEmailToken(
              sha256Hex(token),
              'verify',
              now,
            );
            if (owner) await createUserSignInRepository(trx).markEmailVerified(owner, now);
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
  });
};
