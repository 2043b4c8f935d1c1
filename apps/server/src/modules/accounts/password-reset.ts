import { emailSchema, passwordSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageBodySchema } from '../../http/http-error';
import { createRateLimiter, limitPerIp, RATE_RULES } from '../rate-limit/limiter';
import { sha256Hex } from '../session/tokens';
import { mailResetLink } from './emails';
import { ACCOUNT_MESSAGES } from './messages';
import { hashPassword } from './passwords';
import { createTokensRepository } from './tokens-repository';
import { createUsersRepository } from './users-repository';

const resetSchema = z.object({
  token: z
    .string({ error: ACCOUNT_MESSAGES.resetLinkInvalid })
    .min(1, { error: ACCOUNT_MESSAGES.resetLinkInvalid }),
  password: passwordSchema,
});

/** Forgot password (SPEC §8 "Reset link sent if registered") and the new /reset-password screen. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter(app.db, app.clock);
  const users = createUsersRepository(app.db);
  const { publicBaseUrl } = app.config;
  const tooMany = { message: ACCOUNT_MESSAGES.tooManyAttempts };

  app.post(
    '/forgotPassword',
    {
      onRequest: limitPerIp(limiter, RATE_RULES.forgotPasswordPerIp, tooMany),
      schema: {
        tags: ['accounts'],
        summary: 'Mails a reset link; the same answer whether the email has an account or not',
        body: z.object({ email: emailSchema }),
        response: { 200: messageBodySchema, 400: messageBodySchema, 429: messageBodySchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      // Past the per-address limit the answer stays the same and nothing is mailed, so nobody
      // can flood an inbox, and the answer still tells nothing about the address.
      if (await limiter.consume(RATE_RULES.forgotPasswordPerEmail, email.toLowerCase())) {
        const user = await users.findByEmail(email);
        if (user) {
          const now = app.clock.now();
          await app.db.transaction().execute((trx) => mailResetLink(trx, user, publicBaseUrl, now));
        }
      }
      return reply.code(200).send({ message: ACCOUNT_MESSAGES.resetLinkSent });
    },
  );

  app.post(
    '/resetPassword',
    {
      onRequest: limitPerIp(limiter, RATE_RULES.resetPasswordPerIp, tooMany),
      schema: {
        tags: ['accounts'],
        summary: 'Sets a new password with a reset link; signs the account out everywhere',
        body: resetSchema,
        response: { 200: messageBodySchema, 400: messageBodySchema, 429: messageBodySchema },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const passwordHash = await hashPassword(password);
      const now = app.clock.now();
      const reset = await app.db.transaction().execute(async (trx) => {
        const tokens = createTokensRepository(trx);
        const userId = await tokens.consumeEmailToken(sha256Hex(token), 'reset', now);
        if (!userId) return false;
        const accounts = createUsersRepository(trx);
        await accounts.setPasswordHash(userId, passwordHash);
        // The link reached the mailbox, which is what verifying an email proves.
        await accounts.markEmailVerified(userId, now);
        await tokens.retireEmailTokens(userId, 'reset', now);
        // Whoever knew the old password is signed out, on every browser.
        await tokens.deleteSessionsForUser(userId);
        await tokens.deletePendingForUser(userId);
        return true;
      });
      if (!reset) return reply.code(400).send({ message: ACCOUNT_MESSAGES.resetLinkInvalid });
      return reply.code(200).send({ message: ACCOUNT_MESSAGES.passwordReset });
    },
  );
};
