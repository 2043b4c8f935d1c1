import { otpSchema, phoneSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/session';
import { createCouponsRepository } from '../coupons/repository';
import { createRateLimiter, RATE_RULES } from '../rate-limit/limiter';
import { OTP_POLICY, otpMatches } from './otp-code';
import { OTP_MESSAGES } from './otp-messages';
import { createOtpRepository } from './otp-repository';
import { createProfileRepository } from './repository';
import { toUserInfo, userInfoSchema } from './user-info';

const errorSchema = z.object({ type: z.literal('error'), message: z.string() });

type Outcome = 'verified' | 'wrong' | 'expired' | 'exhausted';
const REFUSALS: Record<Exclude<Outcome, 'verified'>, string> = {
  wrong: OTP_MESSAGES.wrong,
  expired: OTP_MESSAGES.expired,
  exhausted: OTP_MESSAGES.triesExhausted,
};

/** POST /verifyotp: the only way a phone becomes verified; the first time, welcome coupons. */
export const verifyOtpRoute: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter(app.db, app.clock);
  const profiles = createProfileRepository(app.db);

  app.post(
    '/verifyotp',
    {
      schema: {
        tags: ['profile'],
        summary: 'Checks the code; verifies the phone it was sent to',
        body: z.object({ phoneNumber: phoneSchema, otp: otpSchema }),
        response: {
          200: z.object({
            type: z.literal('success'),
            message: z.string(),
            userInfo: z.array(userInfoSchema),
          }),
          400: z.object({ type: z.literal('error').optional(), message: z.string() }),
          401: z.object({ message: z.string() }),
          429: errorSchema,
          500: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const { phoneNumber: phone, otp } = request.body;
      try {
        if (!(await limiter.consume(RATE_RULES.otpVerifyPerUser, user.id))) {
          return reply.code(429).send({ type: 'error', message: OTP_MESSAGES.tooManyRequests });
        }
        const now = app.clock.now();
        const outcome = await app.db.transaction().execute(async (trx): Promise<Outcome> => {
          const codes = createOtpRepository(trx);
          const sent = await codes.latestUnusedForUpdate(user.id, phone);
          if (!sent) return 'wrong';
          if (sent.expires_at <= now) return 'expired';
          if (sent.attempts >= OTP_POLICY.maxAttempts) return 'exhausted';
          if (!otpMatches(sent.code_hash, sent.id, phone, otp)) {
            await codes.countAttempt(sent.id);
            return 'wrong';
          }
          await codes.markUsed(sent.id, now);
          await createProfileRepository(trx).setVerifiedPhone(user.id, phone);
          await createCouponsRepository(trx).issueWelcomeCoupons(user.id, phone, now);
          return 'verified';
        });
        if (outcome !== 'verified') {
          return reply.code(400).send({ type: 'error', message: REFUSALS[outcome] });
        }
        const profile = await profiles.find(user.id);
        return {
          type: 'success' as const,
          message: OTP_MESSAGES.verified,
          userInfo: profile ? [toUserInfo(profile)] : [],
        };
      } catch (error) {
        request.log.error({ err: error }, 'could not check an OTP');
        return reply.code(500).send({ type: 'error', message: OTP_MESSAGES.serverError });
      }
    },
  );
};
