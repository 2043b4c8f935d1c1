import { API_MESSAGES, loginEndpoint, MESSAGES } from '@shop/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { type Attempt, createRateLimiter, RATE_RULES } from '../../platform/rate-limit/limiter';
import { mailVerificationLink } from './emails';
import { createKnownEmails } from './known-emails';
import { createLoginLine, LoginLineFullError, type LoginPass } from './login-line';
import { endPendingVerification, startPendingVerification } from './pending-cookie';
import { createUserSignInRepository } from './user-sign-in-repository';

const { auth } = MESSAGES;
const tooMany = () => new HttpError('RATE_LIMITED', auth.tooManyRequests);
/** Logins under way per address, and unknown emails' logins doing database work at once. */
/** Accounts read per query when learning the known emails at start-up. */
const KNOWN_EMAILS_PAGE = 10_000;
export const LOGIN_LINE_LIMITS = { perClient: 5, laterAtOnce: 2, longestHoldMs: 1500 } as const;

/**
 * POST /login (docs/api/accounts.md#login). Only failures count towards its throttles, per address
 * and per address and email, so a right password is never refused because someone else guessed
 * wrong (docs/decisions/036-throttles-that-count-failures.md).
 */
export const loginRoute: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter(app.db, app.clock);
  const users = createUserSignInRepository(app.db);
  const { publicBaseUrl, isProduction } = app.config;
  const line = createLoginLine(LOGIN_LINE_LIMITS);
  let knownEmails = createKnownEmails(0);
  app.addHook('onReady', async () => {
    // Only an order of work, never a refusal: without the list every login is learned as it comes.
    try {
      const learned = createKnownEmails(await users.countPasswordEmails());
      // A page at a time, so a year's accounts never sit in memory as rows at once.
      let after: string | null = null;
      for (;;) {
        const page = await users.listPasswordEmails(after, KNOWN_EMAILS_PAGE);
        for (const { email } of page) learned.add(email);
        if (page.length < KNOWN_EMAILS_PAGE) break;
        after = (page.at(-1) as { id: string }).id;
      }
      knownEmails = learned;
    } catch (error) {
      app.log.error({ err: error }, 'could not read the accounts with a password');
    }
  });

  app.route({
    ...routeOf(loginEndpoint),
    handler: async (request, reply) => {
      const { email, password } = request.body;
      // A client whose line of password checks is full is refused before any other work: a flood
      // of logins from one address costs the database nothing (docs/decisions/038-slow-clients-and-the-password-hash-queue.md).
      if (!app.passwords.hasRoom(request.ip)) {
        throw new HttpError('RATE_LIMITED', API_MESSAGES.tooManyAttempts);
      }
      // A known account's database work goes first: junk from any number of addresses waits
      // behind it, a few at a time (login-line.ts).
      let pass: LoginPass;
      try {
        pass = await line.enter(request.ip, knownEmails.has(email));
      } catch (error) {
        if (error instanceof LoginLineFullError) {
          throw new HttpError('RATE_LIMITED', API_MESSAGES.tooManyAttempts);
        }
        throw error;
      }
      try {
        return await logIn(request, reply, pass, email, password);
      } finally {
        pass.leave();
      }
    },
  });

  async function logIn(
    request: FastifyRequest,
    reply: FastifyReply,
    pass: LoginPass,
    email: string,
    password: string,
  ) {
    // Counted before the password is checked, forgiven unless it turns out wrong.
    const attempts: Attempt[] = [
      await limiter.attempt(RATE_RULES.loginFailuresPerIp, request.ip),
      await limiter.attempt(
        RATE_RULES.loginFailuresPerPair,
        `${request.ip}|${email.toLowerCase()}`,
      ),
    ];
    const forgive = () => Promise.all(attempts.map((attempt) => attempt.forgive()));
    let failed = false;
    try {
      if (attempts.some((attempt) => !attempt.allowed)) throw tooMany();

      const user = await users.findByEmail(email);
      pass.databaseDone();
      if (user?.password_hash) knownEmails.add(email);
      const passwordMatches = await app.passwords.verify(
        password,
        user?.password_hash ?? (await app.passwords.decoyHash()),
        request.ip,
      );
      if (!user?.password_hash || !passwordMatches) {
        failed = true;
        throw new HttpError('WRONG_CREDENTIALS', auth.wrongCredentials);
      }

      if (!user.email_verified_at) {
        // An unverified login mails a fresh link (docs/api/accounts.md#login), and asking too
        // often is the "too many requests" answer. Both go to /unauthorized.
        const mayMail = await limiter.consume(RATE_RULES.verificationMailPerUser, user.id);
        const now = app.clock.now();
        await app.db.transaction().execute(async (trx) => {
          if (mayMail) await mailVerificationLink(trx, user, publicBaseUrl, now);
          await startPendingVerification(trx, reply, user.id, now, isProduction);
        });
        if (!mayMail) throw tooMany();
        throw new HttpError('EMAIL_NOT_VERIFIED', auth.emailNotVerified);
      }

      if (app.passwords.isOutdated(user.password_hash)) {
        await users.setPasswordHash(user.id, await app.passwords.hash(password, request.ip));
      }
      await app.sessions.start(request, reply, user.id);
      await endPendingVerification(app.db, request, reply, isProduction);
      return { message: auth.loggedIn, user_id: user.id };
    } catch (error) {
      if (error instanceof HttpError) throw error;
      request.log.error({ err: error }, 'login failed');
      throw new HttpError('SERVER_ERROR', auth.unexpectedLoginError);
    } finally {
      if (!failed) await forgive();
    }
  }
};
