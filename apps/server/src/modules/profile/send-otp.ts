import { randomUUID } from 'node:crypto';
import { OTP_RESEND_COUNTDOWN_SECONDS, phoneSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OtpSmsPayload } from '../../integrations/sms/msg91-transport';
import { sessionUser } from '../../plugins/session';
import { createOutboxRepository } from '../outbox/repository';
import { createRateLimiter, RATE_RULES } from '../rate-limit/limiter';
import { generateOtp, hashOtp, OTP_POLICY } from './otp-code';
import { OTP_MESSAGES } from './otp-messages';
import { createOtpRepository } from './otp-repository';
import { createProfileRepository } from './repository';

const answerSchema = z.object({ type: z.enum(['success', 'error']), message: z.string() });
const RESEND_GATE_MS = OTP_RESEND_COUNTDOWN_SECONDS * 1000;

/** POST /sendotp and /resendotp: a new code by SMS, at most one per 30 s (SPEC §4 phone OTP). */
export const sendOtpRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter(app.db, app.clock);

  for (const path of ['/sendotp', '/resendotp']) {
    app.post(
      path,
      {
        schema: {
          tags: ['profile'],
          summary: 'Texts a 4-digit code to the phone, valid for 10 minutes',
          body: z.object({ phoneNumber: phoneSchema }),
          response: {
            200: answerSchema,
            400: z.object({ message: z.string() }),
            401: z.object({ message: z.string() }),
            429: answerSchema,
            500: answerSchema,
            502: answerSchema,
          },
        },
      },
      async (request, reply) => {
        const user = sessionUser(request);
        const phone = request.body.phoneNumber;
        const refuse = (status: 429 | 500 | 502, message: string) =>
          reply.code(status).send({ type: 'error' as const, message });
        try {
          const withinUser = await limiter.consume(RATE_RULES.otpSendPerUser, user.id);
          const withinPhone = await limiter.consume(RATE_RULES.otpSendPerPhone, phone);
          if (!withinUser || !withinPhone) return refuse(429, OTP_MESSAGES.tooManyRequests);

          const code = generateOtp();
          const now = app.clock.now();
          const outboxId = await app.db.transaction().execute(async (trx) => {
            await createProfileRepository(trx).lock(user.id);
            const codes = createOtpRepository(trx);
            const lastSent = await codes.lastSentAt(user.id);
            if (lastSent && now.getTime() - lastSent.getTime() < RESEND_GATE_MS) return null;
            await codes.expireUnused(user.id, now);
            const id = randomUUID();
            await codes.create({
              id,
              userId: user.id,
              phone,
              codeHash: hashOtp(id, phone, code),
              sentAt: now,
              expiresAt: new Date(now.getTime() + OTP_POLICY.lifetimeMs),
            });
            const payload: OtpSmsPayload = {
              otp: code,
              expiryMinutes: OTP_POLICY.lifetimeMs / 60_000,
            };
            return createOutboxRepository(trx).enqueue(
              {
                channel: 'sms',
                recipient: `91${phone}`,
                body: `${code} is your RigForge verification code. It expires in 10 minutes.`,
                payload,
              },
              now,
            );
          });
          if (outboxId === null) return refuse(429, OTP_MESSAGES.resendTooSoon);
          // A code that arrives late is useless, so with a provider it is sent now, once.
          if (app.outbox.delivers('sms') && !(await app.outbox.deliverNow(outboxId))) {
            return refuse(502, OTP_MESSAGES.notSent);
          }
          return { type: 'success' as const, message: OTP_MESSAGES.sent };
        } catch (error) {
          request.log.error({ err: error }, 'could not send an OTP');
          return refuse(500, OTP_MESSAGES.notSent);
        }
      },
    );
  }
};
