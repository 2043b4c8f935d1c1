import { stillPendingReason } from '@shop/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { STATUS_CODES } from '../../integrations/payments/payment-provider';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/schema';
import { nextCheckAt, nextLateCheckAt } from './check-schedule';
import type { PaymentChecker } from './payment-checker';
import { createPaymentChecksRepository } from './payment-checks-repository';
import { createPaymentWritesRepository } from './payment-writes-repository';
import type { Refunds } from './refunds';

/** How often the reconciler looks for payments due a check. */
export const RECONCILE_INTERVAL_MS = 1_000;
/** A claimed payment is left alone by other instances this long, in case one dies mid-check. */
const LEASE_MS = 30_000;
const BATCH = 20;

export interface Reconciler {
  /** Starts checking on a timer (the server does this once the database is ready). */
  start(): void;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
  /** One pass now: checks every payment and refund due, and answers how many it checked. */
  runOnce(): Promise<number>;
  /**
   * Adds work to every pass, after the payments and refunds: another module's look for what it
   * must ask of payments (cancelled orders whose refund was never stored). Answers how many it
   * handled; a sweep that throws is logged and the pass goes on.
   */
  addSweep(name: string, sweep: () => Promise<number>): void;
}

/**
 * Checks pending payments on PhonePe's schedule (check-schedule.ts), so an order is made even
 * when the browser never comes back and no callback arrives; and follows open refunds until
 * they are final. The schedule lives in each row, so a restarted server, or any other instance,
 * carries on where this one stopped.
 */
export function createReconciler(dependencies: {
  db: Kysely<Database>;
  clock: Clock;
  checker: PaymentChecker;
  refunds: Refunds;
  log: FastifyBaseLogger;
  intervalMs?: number;
  /** The provider as staff know it, named in review reasons ("the sandbox", "PhonePe"). */
  providerLabel?: string;
}): Reconciler {
  const { db, clock, checker, refunds, log } = dependencies;
  const providerLabel = dependencies.providerLabel ?? 'PhonePe';
  const payments = createPaymentWritesRepository(db);
  const checks = createPaymentChecksRepository(db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let started = false;
  let closing = false;
  const sweeps: Array<{ name: string; sweep: () => Promise<number> }> = [];

  async function reconcile(merchantTransactionId: string, start: Date): Promise<void> {
    const result = await checker.check(merchantTransactionId);
    if (result?.status !== 'PENDING') return;
    const now = clock.now();
    const next = nextCheckAt(start, now);
    if (next) {
      await checks.scheduleNextCheck(merchantTransactionId, result.code, next, now);
      return;
    }
    // Past the shop's 20 minutes the bank may still answer: the provider is asked on the late
    // schedule, the coupon is freed and a person is told; paid, the order is made as any other.
    const late = nextLateCheckAt(start, now);
    if (late) {
      const reason = stillPendingReason(result.code, 20, providerLabel);
      await checks.markPastTimeout(
        merchantTransactionId,
        { code: result.code, reason, next: late },
        now,
      );
      return;
    }
    // A day without an answer: the payment failed. Should money turn up after all, a person has
    // to refund it or make the order, so it is held for review.
    log.warn({ merchantTransactionId }, 'payment still pending after a day: failed');
    await payments.markFailed(
      merchantTransactionId,
      {
        code: STATUS_CODES.timedOut,
        reviewReason: stillPendingReason(result.code, 24 * 60, providerLabel),
      },
      now,
    );
  }

  async function pass(): Promise<number> {
    let checked = (await paymentsPass()) + (await refundsPass());
    for (const { name, sweep } of sweeps) {
      try {
        checked += await sweep();
      } catch (error) {
        log.error({ err: error, sweep: name }, 'reconciler sweep failed');
      }
    }
    return checked;
  }

  async function refundsPass(): Promise<number> {
    let checked = 0;
    for (;;) {
      const now = clock.now();
      const due = await refunds.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH);
      for (const refund of due) {
        try {
          await refunds.check(refund.merchant_refund_id);
        } catch (error) {
          log.error(
            { err: error, merchantRefundId: refund.merchant_refund_id },
            'refund check failed',
          );
        }
      }
      checked += due.length;
      if (due.length < BATCH || closing) return checked;
    }
  }

  async function paymentsPass(): Promise<number> {
    let checked = 0;
    for (;;) {
      const now = clock.now();
      const due = await checks.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH);
      for (const payment of due) {
        try {
          await reconcile(payment.merchant_transaction_id, payment.created_at);
        } catch (error) {
          log.error(
            { err: error, merchantTransactionId: payment.merchant_transaction_id },
            'payment check failed',
          );
        }
      }
      checked += due.length;
      if (due.length < BATCH || closing) return checked;
    }
  }

  function runOnce(): Promise<number> {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule() {
    timer = setTimeout(async () => {
      try {
        await runOnce();
      } catch (error) {
        log.error({ err: error }, 'payment reconciliation failed');
      }
      if (started) schedule();
    }, dependencies.intervalMs ?? RECONCILE_INTERVAL_MS);
    timer.unref();
  }

  return {
    start() {
      if (started) return;
      started = true;
      closing = false;
      schedule();
    },
    async stop() {
      started = false;
      closing = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
    runOnce,
    addSweep(name, sweep) {
      sweeps.push({ name, sweep });
    },
  };
}
