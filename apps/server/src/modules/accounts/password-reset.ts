import {
  ACCOUNT_MESSAGES,
  API_MESSAGES,
  forgotPasswordEndpoint,
  MESSAGES,
  resetPasswordEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { createRateLimiter, limitPerIp, RATE_RULES } from '../../platform/rate-limit/limiter';
import { createSessionRepository } from '../../platform/sessions/repository';
import { sha256Hex } from '../../platform/tokens';
import { mailResetLink } from './emails';
import { createTokensRepository } from './tokens-repository';
import { createUserSignInRepository } from './user-sign-in-repository';

/** Forgot password and the /reset-password screen's call (docs/api/accounts.md#password-reset). */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter(app.db, app.clock);
  const users = createUserSignInRepository(app.db);
  const { publicBaseUrl } = app.config;

  app.route({
    ...routeOf(forgotPasswordEndpoint),
    onRequest: limitPerIp(limiter, RATE_RULES.forgotPasswordPerIp, API_MESSAGES.tooManyAttempts),
    handler: async (request) => {
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
      return { message: MESSAGES.auth.resetLinkSent };
    },
  });

  app.route({
    ...routeOf(resetPasswordEndpoint),
    onRequest: limitPerIp(limiter, RATE_RULES.resetPasswordPerIp, API_MESSAGES.tooManyAttempts),
    handler: async (request) => {
      const { token, password } = request.body;
      const invalid = () => new HttpError('RESET_LINK_INVALID', ACCOUNT_MESSAGES.resetLinkInvalid);
      // The link is checked before the costly hash: a made-up token costs the shop nothing. It is
      // used up only below, in the one transaction, so two tabs cannot both use it.
      if (
        !(await createTokensRepository(app.db).isEmailTokenLive(
          sha256Hex(token),
          'reset',
          app.clock.now(),
        ))
      ) {
        throw invalid();
      }
      const passwordHash = await app.passwords.hash(password, request.ip);
      const now = app.clock.now();
      const reset = await app.db.transaction().execute(async (trx) => {
        const tokens = createTokensRepository(trx);
        const userId = await tokens.consumeEmailToken(sha256Hex(token), 'reset', now);
        if (!userId) return false;
        const accounts = createUserSignInRepository(trx);
        await accounts.setPasswordHash(userId, passwordHash);
        // The link reached the mailbox, which is what verifying an email proves.
        await accounts.markEmailVerified(userId, now);
        await tokens.retireEmailTokens(userId, 'reset', now);
        // Whoever knew the old password is signed out, on every browser.
        await createSessionRepository(trx).deleteForUser(userId);
        await tokens.deletePendingForUser(userId);
        return true;
      });
      if (!reset) throw invalid();
      return { message: ACCOUNT_MESSAGES.passwordReset };
    },
  });
};
