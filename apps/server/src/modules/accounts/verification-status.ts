import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageBodySchema } from '../../http/http-error';
import { createRateLimiter, RATE_RULES } from '../rate-limit/limiter';
import { mailVerificationLink } from './emails';
import { ACCOUNT_MESSAGES, LOGIN_CODES } from './messages';
import { clearPendingCookie, pendingTokenHash } from './pending-cookie';
import { createTokensRepository } from './tokens-repository';

/** The /unauthorized screen's poll (SPEC §4 email verification) and its resend button. */
export const verificationStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokens = createTokensRepository(app.db);
  const limiter = createRateLimiter(app.db, app.clock);
  const { isProduction, publicBaseUrl } = app.config;

  app.get(
    '/verification-status',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Whether the email this browser waits on is verified yet',
        description:
          'From the pending-verification cookie. Once verified, the session starts here (the ' +
          'cookie is set), the pending cookie is cleared and user_id is answered.',
        response: {
          200: z.object({
            pendingEmail: z.string().nullable(),
            verified: z.boolean(),
            user_id: z.string().optional(),
          }),
        },
      },
    },
    async (request, reply) => {
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
  );

  app.post(
    '/resend-verification',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mails the waiting browser a new verification link',
        response: {
          200: messageBodySchema,
          401: messageBodySchema,
          429: z.object({ code: z.string().optional(), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const tokenHash = pendingTokenHash(request);
      const now = app.clock.now();
      const pending = tokenHash ? await tokens.findPending(tokenHash, now) : undefined;
      if (!pending)
        return reply.code(401).send({ message: ACCOUNT_MESSAGES.noPendingVerification });
      if (!pending.email_verified_at) {
        if (!(await limiter.consume(RATE_RULES.verificationMailPerUser, pending.userId))) {
          return reply.code(429).send({
            code: LOGIN_CODES.tooManyRequests,
            message: ACCOUNT_MESSAGES.tooManyRequests,
          });
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
      return reply.code(200).send({ message: ACCOUNT_MESSAGES.verificationSent });
    },
  );
};
