import { randomUUID } from 'node:crypto';
import {
  API_MESSAGES,
  MESSAGES,
  OTP_MESSAGES,
  OTP_RESEND_COUNTDOWN_SECONDS,
  resendOtpEndpoint,
  sendOtpEndpoint,
} from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OtpSmsPayload } from '../../integrations/sms/msg91-transport';
import { routeOf } from '../../platform/http/route-schema';
import { createOutboxRepository } from '../../platform/outbox/repository';
import { createRateLimiter, RATE_RULES } from '../../platform/rate-limit/limiter';
import { sessionUser } from '../../platform/sessions/plugin';
import { createAccountsService } from '../accounts/service';
import { generateOtp, hashOtp, OTP_POLICY } from './otp-code';
import { otpRefusal } from './otp-refusal';
import { createOtpRepository } from './otp-repository';

const RESEND_GATE_MS = OTP_RESEND_COUNTDOWN_SECONDS * 1000;

type SendOutcome = 'sent' | 'limited' | 'too-soon' | 'phone-busy' | 'not-delivered';

/**
 * POST /sendotp and /resendotp: a new code by SMS, at most one per 30 s
 * (docs/api/profile.md#phone-otp).
 */
export const sendOtpRoutes: FastifyPluginAsyncZod = async (app) => {
  const send = otpSender(app);

  for (const endpoint of [sendOtpEndpoint, resendOtpEndpoint]) {
    app.route({
      ...routeOf(endpoint),
      handler: async (request) => {
        const user = sessionUser(request);
        let outcome: SendOutcome;
        try {
          outcome = await send(user.id, request.body.phoneNumber, request.ip);
        } catch (error) {
          request.log.error({ err: error }, 'could not send an OTP');
          throw otpRefusal('SERVER_ERROR', MESSAGES.otp.notSent);
        }
        if (outcome === 'limited') throw otpRefusal('RATE_LIMITED', API_MESSAGES.tooManyAttempts);
        if (outcome === 'too-soon') throw otpRefusal('RATE_LIMITED', OTP_MESSAGES.resendTooSoon);
        if (outcome === 'phone-busy') throw otpRefusal('RATE_LIMITED', API_MESSAGES.otpPhoneBusy);
        if (outcome === 'not-delivered') throw otpRefusal('OTP_NOT_SENT', MESSAGES.otp.notSent);
        return { type: 'success' as const, message: OTP_MESSAGES.sent };
      },
    });
  }
};

function otpSender(app: FastifyInstance) {
  /**
   * The 30 s gate first, then the limits, both under the user's lock: only codes actually sent
   * are counted, so pressing Resend early never uses up the hour's sends.
   */
  return async function send(userId: string, phone: string, ip: string): Promise<SendOutcome> {
    const code = generateOtp();
    const now = app.clock.now();
    const outboxId = await app.db.transaction().execute(async (trx) => {
      await createAccountsService(trx).lockUser(userId);
      const codes = createOtpRepository(trx);
      const lastSent = await codes.lastSentAt(userId);
      if (lastSent && now.getTime() - lastSent.getTime() < RESEND_GATE_MS) return 'too-soon';
      // The phone's own gate, across accounts: many accounts cannot text one phone at once
      // (docs/decisions/088-a-phone-texted-within-its-cap.md).
      const lastToPhone = await codes.lastSentToPhone(phone);
      if (lastToPhone && now.getTime() - lastToPhone.getTime() < RESEND_GATE_MS) {
        return 'phone-busy';
      }
      const limiter = createRateLimiter(trx, app.clock);
      const attempts = [
        await limiter.attempt(RATE_RULES.otpSendPerUser, userId),
        await limiter.attempt(RATE_RULES.otpSendPerIp, ip),
      ];
      const perPhone = await limiter.attempt(RATE_RULES.otpSendPerPhone, phone);
      // Past the phone's hour, a code is still sent when none on the phone is live: otherwise five
      // codes from anyone would keep the owner from verifying for the rest of the hour (decision 088).
      const phoneCapHolds = !perPhone.allowed && (await codes.latestLiveForPhone(phone, now));
      if (attempts.some((attempt) => !attempt.allowed) || phoneCapHolds) {
        // Refused: not a send, so not counted.
        for (const attempt of [...attempts, perPhone]) await attempt.forgive();
        return attempts.every((attempt) => attempt.allowed) ? 'phone-busy' : 'limited';
      }
      await codes.expireUnused(userId, now);
      const id = randomUUID();
      await codes.create({
        id,
        userId,
        phone,
        codeHash: hashOtp(id, phone, code),
        sentAt: now,
        expiresAt: new Date(now.getTime() + OTP_POLICY.lifetimeMs),
      });
      const payload: OtpSmsPayload = { otp: code, expiryMinutes: OTP_POLICY.lifetimeMs / 60_000 };
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
    if (outboxId === 'too-soon' || outboxId === 'limited' || outboxId === 'phone-busy') {
      return outboxId;
    }
    // A code that arrives late is useless, so with a provider it is sent now, once.
    if (app.outbox.delivers('sms') && !(await app.outbox.deliverNow(outboxId))) {
      return 'not-delivered';
    }
    return 'sent';
  };
}
