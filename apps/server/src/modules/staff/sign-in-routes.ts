import {
  MESSAGES,
  staffLoginEndpoint,
  staffLogoutEndpoint,
  staffSecondFactorEndpoint,
  staffSessionEndpoint,
} from '@shop/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuditLog } from '../../platform/audit/audit-log';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { createRateLimiter, limitPerIp, RATE_RULES } from '../../platform/rate-limit/limiter';
import { STAFF_PATH_PREFIX, STAFF_PUBLIC } from '../../platform/staff/access';
import { randomToken, sha256Hex } from '../../platform/tokens';
import { createAccountsService } from '../accounts/service';
import { STAFF_SESSION_COOKIE } from './guard-plugin';
import { registerStaffPersonalData } from './personal-data';
import { createStaffRepository } from './repository';
import {
  checkTotp,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  otpauthUrl,
} from './second-factor';

const SIGN_IN_COOKIE = 'staff_signin';
/** Between the password and the code. */
const SIGN_IN_LIFETIME_MS = 10 * 60 * 1000;
/** Codes tried on one password step before it must be done again. */
const CODE_TRIES = 5;
/** A working day and a bit; staff sign in again each day. */
export const STAFF_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

const { auth, staff: words } = MESSAGES;

/**
 * /admin/login's two steps (docs/api/staff-console.md#signing-in): the password, then a TOTP code
 * (or a recovery code). A staff session exists only after both; the password alone opens nothing.
 */
export const staffSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter(app.db, app.clock);
  const accounts = createAccountsService(app.db);
  const repository = createStaffRepository(app.db);
  registerStaffPersonalData(app);
  const cookieBase = {
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.isProduction,
  } as const;
  const signInCookie = { ...cookieBase, path: STAFF_PATH_PREFIX.slice(0, -1) };
  const sessionCookie = { ...cookieBase, path: '/' };
  const codeRefused = () => new HttpError('CODE_REFUSED', words.signInCodeRefused);

  app.route({
    ...routeOf(staffSessionEndpoint),
    config: STAFF_PUBLIC,
    handler: async (request) => ({ staff: await app.resolveStaff(request) }),
  });

  app.route({
    ...routeOf(staffLoginEndpoint),
    config: STAFF_PUBLIC,
    onRequest: limitPerIp(limiter, RATE_RULES.staffLoginPerIp, words.tooManySignIns),
    handler: async (request, reply) => {
      const { email, password } = request.body;
      // Failures count per address and email, forgiven on success: ten wrong passwords from
      // elsewhere leave the staff member's own sign-in alone (decision 087).
      const attempt = await limiter.attempt(
        RATE_RULES.staffLoginFailuresPerPair,
        `${request.ip}|${email.toLowerCase()}`,
      );
      if (!attempt.allowed) throw new HttpError('RATE_LIMITED', words.tooManySignIns);
      const user = await accounts.findStaffByEmail(email);
      const matches = await app.passwords.verify(
        password,
        user?.password_hash ?? (await app.passwords.decoyHash()),
        request.ip,
      );
      // A customer's right password is as wrong here as anyone's: the console does not exist for them.
      if (!user?.role || !user.password_hash || !matches) {
        throw new HttpError('WRONG_CREDENTIALS', auth.wrongCredentials);
      }
      await attempt.forgive();
      if (app.passwords.isOutdated(user.password_hash)) {
        await accounts.setPasswordHash(user.id, await app.passwords.hash(password, request.ip));
      }
      const now = app.clock.now();
      const token = randomToken();
      await repository.startSignIn(
        sha256Hex(token),
        user.id,
        new Date(now.getTime() + SIGN_IN_LIFETIME_MS),
        now,
      );
      reply.setCookie(SIGN_IN_COOKIE, token, {
        ...signInCookie,
        maxAge: SIGN_IN_LIFETIME_MS / 1000,
      });
      const totp = await repository.findTotp(user.id);
      if (totp?.enabled_at) return { next: 'verify' as const };
      const secret = await repository.offerTotp(user.id, newTotpSecret(), now);
      return { next: 'enrol' as const, secret, otpauthUrl: otpauthUrl(secret, user.email) };
    },
  });

  app.route({
    ...routeOf(staffSecondFactorEndpoint),
    config: STAFF_PUBLIC,
    handler: async (request, reply) => {
      const token = request.cookies[SIGN_IN_COOKIE];
      const now = app.clock.now();
      const userId = token
        ? await repository.takeSignInAttempt(sha256Hex(token), now, CODE_TRIES)
        : null;
      if (!token || !userId) throw new HttpError('SIGN_IN_EXPIRED', words.signInExpired);
      if (!(await limiter.consume(RATE_RULES.staffCodePerUser, userId))) {
        throw new HttpError('RATE_LIMITED', words.tooManySignIns);
      }
      const totp = await repository.findTotp(userId);
      if (!totp) throw new HttpError('SIGN_IN_EXPIRED', words.signInExpired);
      const { code } = request.body;
      const enrolling = !totp.enabled_at;

      let accepted = false;
      let how = 'totp';
      if (/^\d{6}$/.test(code)) {
        const step = await checkTotp(totp.secret, code, now);
        accepted = step !== null && (await repository.acceptTimeStep(userId, step, now));
      } else if (!enrolling) {
        how = 'recovery code';
        accepted = await repository.useRecoveryCode(
          userId,
          sha256Hex(normaliseRecoveryCode(code)),
          now,
        );
      }
      if (!accepted) throw codeRefused();

      const member = await app.resolveStaffById(userId);
      if (!member) throw new HttpError('SIGN_IN_EXPIRED', words.signInExpired);
      let recoveryCodes: string[] | undefined;
      await app.db.transaction().execute(async (trx) => {
        const staff = createStaffRepository(trx);
        if (enrolling) {
          recoveryCodes = newRecoveryCodes();
          await staff.replaceRecoveryCodes(userId, recoveryCodes.map(sha256Hex), now);
        }
        await staff.endSignIn(sha256Hex(token));
        await startStaffSession(staff, reply, userId, now);
        await createAuditLog(trx).record(
          member,
          {
            action: enrolling ? 'staff.enrol' : 'staff.sign-in',
            subject: `staff ${member.email}`,
            after: { secondFactor: how },
          },
          now,
        );
      });
      reply.clearCookie(SIGN_IN_COOKIE, signInCookie);
      return { staff: member, ...(recoveryCodes && { recoveryCodes }) };
    },
  });

  app.route({
    ...routeOf(staffLogoutEndpoint),
    config: STAFF_PUBLIC,
    handler: async (request, reply) => {
      const token = request.cookies[STAFF_SESSION_COOKIE];
      if (token) await repository.endSession(sha256Hex(token));
      reply.clearCookie(STAFF_SESSION_COOKIE, sessionCookie);
      return { ok: true as const };
    },
  });

  async function startStaffSession(
    staff: ReturnType<typeof createStaffRepository>,
    reply: FastifyReply,
    userId: string,
    now: Date,
  ) {
    const previous = reply.request.cookies[STAFF_SESSION_COOKIE];
    if (previous) await staff.endSession(sha256Hex(previous));
    const sessionToken = randomToken();
    await staff.startSession(
      sha256Hex(sessionToken),
      userId,
      new Date(now.getTime() + STAFF_SESSION_LIFETIME_MS),
      now,
    );
    reply.setCookie(STAFF_SESSION_COOKIE, sessionToken, {
      ...sessionCookie,
      maxAge: STAFF_SESSION_LIFETIME_MS / 1000,
    });
  }
};
