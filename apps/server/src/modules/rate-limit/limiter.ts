import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../plugins/clock';
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

/** Every limit of D5 in one place. Subjects are an IP, a lower-cased email or a user id. */
export const RATE_RULES = {
  loginPerEmail: { name: 'login:email', limit: 10, windowMs: 15 * MINUTE_MS },
  loginPerIp: { name: 'login:ip', limit: 50, windowMs: 15 * MINUTE_MS },
  /** An unverified user's login mails a new link; this many per window. */
  verificationMailPerUser: { name: 'verification-mail:user', limit: 3, windowMs: 15 * MINUTE_MS },
  registerPerIp: { name: 'register:ip', limit: 10, windowMs: HOUR_MS },
  forgotPasswordPerIp: { name: 'forgot-password:ip', limit: 10, windowMs: HOUR_MS },
  /** Past this, the same answer is given but no more mail is sent (no mail bombing). */
  forgotPasswordPerEmail: { name: 'forgot-password:email', limit: 3, windowMs: HOUR_MS },
  resetPasswordPerIp: { name: 'reset-password:ip', limit: 10, windowMs: HOUR_MS },
  otpSendPerUser: { name: 'otp-send:user', limit: 5, windowMs: HOUR_MS },
  otpSendPerPhone: { name: 'otp-send:phone', limit: 5, windowMs: HOUR_MS },
  otpVerifyPerUser: { name: 'otp-verify:user', limit: 20, windowMs: HOUR_MS },
  googleSignInPerIp: { name: 'google:ip', limit: 30, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, RateRule>;

export function createRateLimiter(db: Kysely<Database>, clock: Clock) {
  const repository = createRateLimitRepository(db);
  return {
    /** Counts a call; true while the rule's limit is not passed in the current fixed window. */
    async consume(rule: RateRule, subject: string): Promise<boolean> {
      const now = clock.now().getTime();
      const windowStart = new Date(now - (now % rule.windowMs));
      const count = await repository.hit(`${rule.name}:${subject}`, windowStart);
      return count <= rule.limit;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * A route's onRequest hook counting every call from the client's IP, valid or not, before the
 * body is even read; past the limit it answers 429 with `answer`.
 */
export function limitPerIp(limiter: RateLimiter, rule: RateRule, answer: object) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await limiter.consume(rule, request.ip))) return reply.code(429).send(answer);
  };
}
