import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { createRateLimitRepository } from './repository';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface RateRule {
  /** Part of the stored key, so two rules never share a counter. */
  readonly name: string;
  /** Calls allowed in one window; the next one is refused. */
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * Every rate limit in one place (docs/decisions/014-rate-limits-in-the-database.md). Subjects are
 * an IP, a lower-cased email, a user id or a phone.
 */
export const RATE_RULES = {
  /**
   * Failed logins (wrong password or unknown email) from one address for one email: past this,
   * that pair is refused, the right password too. Nobody elsewhere is affected, so no third party
   * can lock an account (docs/decisions/036-throttles-that-count-failures.md).
   */
  loginFailuresPerPair: { name: 'login-failures:ip-email', limit: 10, windowMs: 15 * MINUTE_MS },
  /** Failed logins from one address, whatever the email. */
  loginFailuresPerIp: { name: 'login-failures:ip', limit: 50, windowMs: 15 * MINUTE_MS },
  /** An unverified user's login mails a new link; this many per window. */
  verificationMailPerUser: { name: 'verification-mail:user', limit: 3, windowMs: 15 * MINUTE_MS },
  registerPerIp: { name: 'register:ip', limit: 10, windowMs: HOUR_MS },
  forgotPasswordPerIp: { name: 'forgot-password:ip', limit: 10, windowMs: HOUR_MS },
  /** Past this, the same answer is given but no more mail is sent (no mail bombing). */
  forgotPasswordPerEmail: { name: 'forgot-password:email', limit: 3, windowMs: HOUR_MS },
  resetPasswordPerIp: { name: 'reset-password:ip', limit: 10, windowMs: HOUR_MS },
  /**
   * Codes actually sent for one account, and from one address: a press refused by the 30 s gate
   * is not counted (docs/decisions/036-throttles-that-count-failures.md).
   */
  otpSendPerUser: { name: 'otp-send:user', limit: 5, windowMs: HOUR_MS },
  otpSendPerIp: { name: 'otp-send:ip', limit: 20, windowMs: HOUR_MS },
  /**
   * Codes texted to one phone, whatever the account: no more than one account may send. Past it,
   * others using it up, the phone's owner verifies with the latest code the phone received, or is
   * sent one when none on the phone is live (docs/decisions/088-a-phone-texted-within-its-cap.md).
   */
  otpSendPerPhone: { name: 'otp-send:phone', limit: 5, windowMs: HOUR_MS },
  otpVerifyPerUser: { name: 'otp-verify:user', limit: 20, windowMs: HOUR_MS },
  googleSignInPerIp: { name: 'google:ip', limit: 30, windowMs: 15 * MINUTE_MS },
  /** Every call to a lead or event form from one address, valid or not. */
  leadsPerIp: { name: 'leads:ip', limit: 20, windowMs: HOUR_MS },
  /** One form's sendings for one email address or one phone number, from one address. */
  leadsPerContact: { name: 'leads:contact', limit: 5, windowMs: HOUR_MS },
  /**
   * Payments opened by one user: each is polled by the reconciler and, with PhonePe, is a call to
   * PhonePe (docs/decisions/039-limits-on-what-costs-the-shop.md).
   */
  payPerUser: { name: 'pay:user', limit: 10, windowMs: 10 * MINUTE_MS },
  /**
   * Calls that cost the shop per user (docs/decisions/039-limits-on-what-costs-the-shop.md): a
   * tax invoice drawn as a PDF, a data export (each stores a data-rights row), a new game (each
   * stores a game).
   */
  invoicePdfPerUser: { name: 'invoice-pdf:user', limit: 20, windowMs: 10 * MINUTE_MS },
  exportPerUser: { name: 'export:user', limit: 5, windowMs: HOUR_MS },
  startGamePerUser: { name: 'start-game:user', limit: 30, windowMs: HOUR_MS },
  /** Builds shared from one address: the call needs no sign-in and stores a row each time. */
  addBuildPerIp: { name: 'add-build:ip', limit: 30, windowMs: HOUR_MS },
  /**
   * Failed staff sign-ins from one address for one email: as for customers, no third party can
   * lock a staff member out (docs/decisions/087-staff-sign-in-counts-failures-per-pair.md).
   */
  staffLoginFailuresPerPair: {
    name: 'staff-login-failures:ip-email',
    limit: 10,
    windowMs: 15 * MINUTE_MS,
  },
  staffLoginPerIp: { name: 'staff-login:ip', limit: 30, windowMs: 15 * MINUTE_MS },
  /** Second-factor codes tried for one staff account. */
  staffCodePerUser: { name: 'staff-code:user', limit: 10, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, RateRule>;

/** A call counted by `attempt`: allowed or not, and how to take it back. */
export interface Attempt {
  readonly allowed: boolean;
  /** Takes the call back out of the count: it succeeded, or was refused without being tried. */
  forgive(): Promise<void>;
}

export function createRateLimiter(db: Kysely<Database>, clock: Clock) {
  const repository = createRateLimitRepository(db);
  const windowOf = (rule: RateRule) => {
    const now = clock.now().getTime();
    return new Date(now - (now % rule.windowMs));
  };
  return {
    /** Counts a call; true while the rule's limit is not passed in the current fixed window. */
    async consume(rule: RateRule, subject: string): Promise<boolean> {
      const count = await repository.hit(`${rule.name}:${subject}`, windowOf(rule));
      return count <= rule.limit;
    },

    /**
     * Counts a call that may yet be forgiven, so a rule counts failures only: the call is counted
     * before it is tried (concurrent calls cannot slip past the limit together), and forgiven when
     * it turns out not to be a failure.
     */
    async attempt(rule: RateRule, subject: string): Promise<Attempt> {
      const key = `${rule.name}:${subject}`;
      const windowStart = windowOf(rule);
      const count = await repository.hit(key, windowStart);
      let forgiven = false;
      return {
        allowed: count <= rule.limit,
        async forgive() {
          if (forgiven) return;
          forgiven = true;
          await repository.unhit(key, windowStart);
        },
      };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * A route's onRequest hook counting every call from the client's IP, valid or not, before the
 * body is even read; past the limit it answers 429 RATE_LIMITED with `message`.
 */
export function limitPerIp(limiter: RateLimiter, rule: RateRule, message: string) {
  return async (request: FastifyRequest) => {
    if (!(await limiter.consume(rule, request.ip))) throw new HttpError('RATE_LIMITED', message);
  };
}
