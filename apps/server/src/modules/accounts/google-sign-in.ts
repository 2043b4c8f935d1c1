import {
  API_MESSAGES,
  GOOGLE_FAILURE_PATH,
  googleCallbackEndpoint,
  googleSignInEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codeChallengeFor,
  createGoogleClient,
  type GoogleIdentity,
  randomSecrets,
} from '../../integrations/oidc/google-client';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { createRateLimiter, RATE_RULES } from '../../platform/rate-limit/limiter';
import { createSessionRepository } from '../../platform/sessions/repository';
import { randomToken, sha256Hex } from '../../platform/tokens';
import { namesFromGoogle } from './display-name';
import { endPendingVerification } from './pending-cookie';
import { createTokensRepository } from './tokens-repository';
import { createUserSignInRepository } from './user-sign-in-repository';

const LOGIN_COOKIE = 'google_login';
const COOKIE_PATH = '/api/auth/google';
const LOGIN_LIFETIME_MS = 10 * 60 * 1000;
const DEFAULT_RETURN_TO = '/profile';

/**
 * GET /auth/google and its callback: sign-in with Google (docs/api/accounts.md#google-sign-in),
 * when configured.
 */
export const googleSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { google, publicBaseUrl, isProduction } = app.config;
  const tokens = createTokensRepository(app.db);
  const limiter = createRateLimiter(app.db, app.clock);
  const client = google
    ? createGoogleClient({
        ...google,
        allowInsecure: !isProduction && new URL(google.issuerUrl).protocol === 'http:',
      })
    : null;
  const redirectUri = `${publicBaseUrl}/api/auth/google/callback`;
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: isProduction,
    path: COOKIE_PATH,
  } as const;

  app.route({
    ...routeOf(googleSignInEndpoint),
    handler: async (request, reply) => {
      if (!client) throw new HttpError('GOOGLE_NOT_CONFIGURED', API_MESSAGES.notFound);
      reply.header('cache-control', 'no-store');
      try {
        if (!(await limiter.consume(RATE_RULES.googleSignInPerIp, request.ip))) {
          return reply.redirect(GOOGLE_FAILURE_PATH, 303);
        }
        const { state, nonce, codeVerifier } = randomSecrets();
        const url = await client.authorizationUrl({
          redirectUri,
          state,
          nonce,
          codeChallenge: await codeChallengeFor(codeVerifier),
        });
        const handle = randomToken();
        await tokens.createOidcLogin({
          handleHash: sha256Hex(handle),
          state,
          nonce,
          codeVerifier,
          returnTo: safeReturnPath(request.query.returnTo),
          expiresAt: new Date(app.clock.now().getTime() + LOGIN_LIFETIME_MS),
        });
        reply.setCookie(LOGIN_COOKIE, handle, {
          ...cookieOptions,
          maxAge: LOGIN_LIFETIME_MS / 1000,
        });
        return reply.redirect(url.href, 302);
      } catch (error) {
        request.log.warn({ err: error }, 'could not start Google sign-in');
        return reply.redirect(GOOGLE_FAILURE_PATH, 303);
      }
    },
  });

  app.route({
    ...routeOf(googleCallbackEndpoint),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const handle = request.cookies[LOGIN_COOKIE];
      reply.clearCookie(LOGIN_COOKIE, cookieOptions);
      const now = app.clock.now();
      const login =
        handle && client ? await tokens.takeOidcLogin(sha256Hex(handle), now) : undefined;
      if (!client || !login) return reply.redirect(GOOGLE_FAILURE_PATH, 303);
      try {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const identity = await client.identify(new URL(`${redirectUri}${query}`), {
          state: login.state,
          nonce: login.nonce,
          codeVerifier: login.code_verifier,
        });
        const userId = await userFor(identity, now);
        if (!userId) return reply.redirect(GOOGLE_FAILURE_PATH, 303);
        await app.sessions.start(request, reply, userId);
        await endPendingVerification(app.db, request, reply, isProduction);
        return reply.redirect(login.return_to, 303);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in failed');
        return reply.redirect(GOOGLE_FAILURE_PATH, 303);
      }
    },
  });

  /** The account for a Google identity: by `sub`, else linked by verified email, else new. */
  function userFor(identity: GoogleIdentity, now: Date): Promise<string | null> {
    return app.db.transaction().execute(async (trx) => {
      const users = createUserSignInRepository(trx);
      const known = await users.findByGoogleSub(identity.sub);
      if (known) return known.id;
      if (!identity.email) return null;

      const sameEmail = await users.findByEmail(identity.email);
      if (sameEmail) {
        // Only Google's word that this person owns the mailbox links the two.
        if (!identity.emailVerified || sameEmail.google_sub) return null;
        if (!sameEmail.email_verified_at) {
          // Whoever registered this unverified account never proved the mailbox: their password
          // and sessions must not reach the account its owner now takes over.
          const accountTokens = createTokensRepository(trx);
          await users.setPasswordHash(sameEmail.id, null);
          await createSessionRepository(trx).deleteForUser(sameEmail.id);
          await accountTokens.deletePendingForUser(sameEmail.id);
          await users.markEmailVerified(sameEmail.id, now);
        }
        await users.linkGoogle(sameEmail.id, identity.sub);
        return sameEmail.id;
      }

      return users.create({
        ...namesFromGoogle(identity),
        email: identity.email,
        number: null,
        passwordHash: null,
        googleSub: identity.sub,
        emailVerifiedAt: identity.emailVerified ? now : null,
      });
    });
  }
};

/** A path on this site only: no scheme, no other host ("//evil.example", "/\\evil.example"). */
export function safeReturnPath(returnTo: string | undefined): string {
  if (!returnTo?.startsWith('/') || returnTo.startsWith('//')) return DEFAULT_RETURN_TO;
  if (/[\\\s]/.test(returnTo)) return DEFAULT_RETURN_TO;
  return returnTo;
}
