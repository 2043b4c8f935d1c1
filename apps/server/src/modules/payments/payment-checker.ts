import { formatInr } from '@shop/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  type PaymentProvider,
  STATUS_CODES,
  statusKind,
} from '../../integrations/payments/payment-provider';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/schema';
import type { PaymentStatus } from '../../platform/db/schema-payments';
import { confirmPayment } from './confirm-payment';
import { createPaymentReadsRepository } from './payment-reads-repository';
import { createPaymentWritesRepository } from './payment-writes-repository';

export interface CheckResult {
  status: PaymentStatus;
  /**
   * The code the browser is given, in PhonePe's vocabulary (docs/api/payments.md#status-codes).
   * A pending payment answers PAYMENT_PENDING only when the provider said it is not complete;
   * INTERNAL_SERVER_ERROR when nobody could say.
   */
  code: string;
}

/**
 * A payment is stored before the provider is asked to start it, so for a short while the
 * provider rightly knows nothing of it: "not found" means failed only once that has passed.
 */
export const PROVIDER_GRACE_MS = 60_000;

function kindOf(code: string, ageMs: number): ReturnType<typeof statusKind> {
  if (code === STATUS_CODES.notFound && ageMs < PROVIDER_GRACE_MS) return 'pending';
  return statusKind(code);
}

export interface PaymentCheckerDependencies {
  db: Kysely<Database>;
  clock: Clock;
  provider: PaymentProvider | null;
  log: FastifyBaseLogger;
  publicBaseUrl: string;
}

/** What a settled payment tells the browser. */
export function finalCode(status: PaymentStatus, providerCode: string | null): string {
  if (status === 'SUCCESS') return STATUS_CODES.success;
  if (status === 'PENDING') return STATUS_CODES.pending;
  return providerCode && statusKind(providerCode) === 'failed' ? providerCode : STATUS_CODES.error;
}

/**
 * Asks the provider about a payment and acts on the answer: success for the amount asked
 * confirms it (the order is made once, whoever asks first); success for another amount fails it
 * for a person to review; a failure fails it; anything else leaves it pending. Every path that
 * learns about a payment (validation, callback, reconciler, a new payment wanting its coupon)
 * comes through here.
 */
export function createPaymentChecker(dependencies: PaymentCheckerDependencies) {
  const { db, clock, provider, log, publicBaseUrl } = dependencies;
  const payments = createPaymentReadsRepository(db);
  const paymentWrites = createPaymentWritesRepository(db);

  async function settled(merchantTransactionId: string): Promise<CheckResult | null> {
    const payment = await payments.find(merchantTransactionId);
    if (!payment) return null;
    return { status: payment.status, code: finalCode(payment.status, payment.provider_code) };
  }

  return {
    /** Null when there is no such payment. */
    async check(merchantTransactionId: string): Promise<CheckResult | null> {
      const payment = await payments.find(merchantTransactionId);
      if (!payment) return null;
      if (payment.status !== 'PENDING') {
        return { status: payment.status, code: finalCode(payment.status, payment.provider_code) };
      }
      // Started with a provider no longer configured: nobody here can ask about it.
      if (!provider || provider.name !== payment.provider) {
        return { status: 'PENDING', code: STATUS_CODES.serverError };
      }

      const answer = await provider.status(merchantTransactionId);
      const now = clock.now();
      const kind = kindOf(answer.code, now.getTime() - payment.created_at.getTime());
      if (kind === 'success' && answer.amountPaise !== payment.amount_paise) {
        const paid =
          answer.amountPaise === null ? 'an unknown amount' : formatInr(answer.amountPaise);
        const reason = `Paid ${paid} where ${formatInr(payment.amount_paise)} was asked`;
        log.error(
          { merchantTransactionId, paid: answer.amountPaise },
          'payment amount differs: held for review',
        );
        await paymentWrites.markFailed(
          merchantTransactionId,
          { code: STATUS_CODES.error, reviewReason: reason, paidAmountPaise: answer.amountPaise },
          now,
        );
      } else if (kind === 'success') {
        const confirmation = await confirmPayment(
          db,
          merchantTransactionId,
          {
            amountPaise: payment.amount_paise,
            providerTransactionId: answer.providerTransactionId,
            code: answer.code,
          },
          { now, publicBaseUrl },
        );
        if (confirmation.created) {
          log.info({ merchantTransactionId, orders: confirmation.orderIds }, 'payment confirmed');
          if (confirmation.couponAlreadySpent) {
            log.error({ merchantTransactionId }, 'coupon of a confirmed payment was already spent');
          }
        }
      } else if (kind === 'failed') {
        await paymentWrites.markFailed(merchantTransactionId, { code: answer.code }, now);
      } else {
        if (answer.code !== STATUS_CODES.pending && answer.code !== STATUS_CODES.serverError) {
          log.warn(
            { merchantTransactionId, code: answer.code },
            'provider gave no answer about the payment',
          );
        }
        // Pending, or not yet heard of in its first minute: the provider says it is not complete.
        const notComplete =
          answer.code === STATUS_CODES.pending || answer.code === STATUS_CODES.notFound;
        return {
          status: 'PENDING',
          code: notComplete ? STATUS_CODES.pending : STATUS_CODES.serverError,
        };
      }
      // Whoever won a race, the stored status is the truth now.
      return settled(merchantTransactionId);
    },
  };
}

export type PaymentChecker = ReturnType<typeof createPaymentChecker>;
