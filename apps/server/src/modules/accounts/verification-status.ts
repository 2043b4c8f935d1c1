import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  resendVerificationEndpoint,
  verificationStatusEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { createRateLimiter, RATE_RULES } from '../../platform/rate-limit/limiter';
import { mailVerificationLink } from './emails';
import { clearPendingCookie, pendingTokenHash } from './pending-cookie';
import { createTokensRepository } from './tokens-repository';

/**
 * The /unauthorized screen's poll (docs/api/accounts.md#email-verification) and its resend button.
 */
export const verificationStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokens = createTokensRepository(app.db);
  const limiter = createRateLimiter(app.db, app.clock);
  const { isProduction, publicBaseUrl } = app.config;

  app.route({
    ...routeOf(verificationStatusEndpoint),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const tokenHash = pendingTokenHash(request);
      const pending = tokenHash ? await tokens.findPending(tokenHash, app.clock.now()) : undefined;
      if (!tokenHash || !pending) return { pendingEmail: null, verified: false };
      if (!pending.email_verified_at) return { pendingEmail: pending.email, verified: false };

      // Only the poll that removes the pending row starts the session: two tabs polling at
      // once do not sign in twice.
      if (await tokens.deletePending(tokenHash)) {
        await app.sessions.start(request, reply, pending.userId);
      }
      clearPendingCookie(reply, isProduction);
      return { pendingEmail: pending.email, verified: true, user_id: pending.userId };
    },
  });

  app.route({
    ...routeOf(resendVerificationEndpoint),
    handler: async (request) => {
      const tokenHash = pendingTokenHash(request);
      const now = app.clock.now();
      const pending = tokenHash ? await tokens.findPending(tokenHash, now) : undefined;
      if (!pending) {
        throw new HttpError('NO_PENDING_VERIFICATION', ACCOUNT_MESSAGES.noPendingVerification);
      }
      if (!pending.email_verified_at) {
        if (!(await limiter.consume(RATE_RULES.verificationMailPerUser, pending.userId))) {
          throw new HttpError('RATE_LIMITED', MESSAGES.auth.tooManyRequests);
        }
        await app.db
          .transaction()
          .execute((trx) =>
            mailVerificationLink(
              trx,
              { id: pending.userId, firstname: pending.firstname, email: pending.email },
              publicBaseUrl,
              now,
            ),
          );
      }
      return { message: ACCOUNT_MESSAGES.verificationSent };
    },
  });
};
