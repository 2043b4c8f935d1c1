import { API_MESSAGES, MESSAGES, OTP_MESSAGES, verifyOtpEndpoint } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/route-schema';
import { createRateLimiter, RATE_RULES } from '../../platform/rate-limit/limiter';
import { sessionUser } from '../../platform/sessions/plugin';
import { createAccountsService } from '../accounts/service';
import { createCouponsService } from '../coupons/service';
import { OTP_POLICY, otpMatches } from './otp-code';
import { otpRefusal } from './otp-refusal';
import { createOtpRepository } from './otp-repository';
import { toUserInfo } from './user-info';

type Outcome = 'verified' | 'wrong' | 'expired' | 'exhausted';
const REFUSALS: Record<Exclude<Outcome, 'verified'>, string> = {
  wrong: MESSAGES.otp.wrong,
  expired: OTP_MESSAGES.expired,
  exhausted: OTP_MESSAGES.triesExhausted,
};

/** POST /verifyotp: the only way a phone becomes verified; the first time, welcome coupons. */
export const verifyOtpRoute: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter(app.db, app.clock);
  const accounts = createAccountsService(app.db);

  app.route({
    ...routeOf(verifyOtpEndpoint),
    handler: async (request) => {
      const user = sessionUser(request);
      const { phoneNumber: phone, otp } = request.body;
      let outcome: Outcome | 'limited';
      try {
        outcome = await check(user.id, phone, otp);
      } catch (error) {
        request.log.error({ err: error }, 'could not check an OTP');
        throw otpRefusal('SERVER_ERROR', MESSAGES.otp.serverError);
      }
      if (outcome === 'limited') throw otpRefusal('RATE_LIMITED', API_MESSAGES.tooManyAttempts);
      if (outcome !== 'verified') throw otpRefusal('OTP_REFUSED', REFUSALS[outcome]);
      const profile = await accounts.findProfile(user.id);
      return {
        type: 'success' as const,
        message: MESSAGES.otp.verified,
        userInfo: profile ? [toUserInfo(profile)] : [],
      };
    },
  });

  async function check(userId: string, phone: string, otp: string): Promise<Outcome | 'limited'> {
    if (!(await limiter.consume(RATE_RULES.otpVerifyPerUser, userId))) return 'limited';
    const now = app.clock.now();
    return app.db.transaction().execute(async (trx): Promise<Outcome> => {
      const codes = createOtpRepository(trx);
      const sent = await codes.latestUnusedForUpdate(userId, phone);
      if (!sent || sent.expires_at <= now) {
        // No live code of the account's own (the phone's cap was reached by others, say): the
        // latest code the phone received proves it as well; a wrong guess here uses up nobody's
        // code, only the account's hourly checks (decision 088).
        const received = await codes.latestLiveForPhone(phone, now);
        if (received && otpMatches(received.code_hash, received.id, phone, otp)) {
          await codes.markUsed(received.id, now);
          await createAccountsService(trx).setVerifiedPhone(userId, phone);
          await createCouponsService(trx).issueWelcomeCoupons(userId, phone, now);
          return 'verified';
        }
        return sent ? 'expired' : 'wrong';
      }
      if (sent.attempts >= OTP_POLICY.maxAttempts) return 'exhausted';
      if (!otpMatches(sent.code_hash, sent.id, phone, otp)) {
        await codes.countAttempt(sent.id);
        return 'wrong';
      }
      await codes.markUsed(sent.id, now);
      await createAccountsService(trx).setVerifiedPhone(userId, phone);
      await createCouponsService(trx).issueWelcomeCoupons(userId, phone, now);
      return 'verified';
    });
  }
};
