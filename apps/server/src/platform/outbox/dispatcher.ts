import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { OutboxChannel } from '../db/schema-platform';
import { createOutboxRepository, type OutboxMessage } from './repository';
import { DeliveryDeferred, DeliveryRefused, type Transport } from './transport';

export const OUTBOX_POLICY = {
  pollIntervalMs: 5_000,
  batchSize: 20,
  /** A message being delivered is held this long; if its instance dies, another retries it. */
  leaseMs: 2 * 60_000,
  maxAttempts: 8,
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
} as const;

/** 30 s, 1 min, 2 min... doubling up to an hour, after the given number of failed attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(
    OUTBOX_POLICY.firstRetryMs * 2 ** Math.max(0, attempts - 1),
    OUTBOX_POLICY.maxRetryMs,
  );
}

export interface OutboxDispatcher {
  /** Whether messages of the channel leave the shop (else they stay in the outbox). */
  delivers(channel: OutboxChannel): boolean;
  /** Delivers every due message once; returns how many were sent. */
  runOnce(): Promise<number>;
  /** One attempt at one message, now, with no retry: for texts useless when late (OTPs). */
  deliverNow(id: number): Promise<boolean>;
  start(): void;
  /** Stops polling and waits for a delivery in progress. */
  stop(): Promise<void>;
}

export function createOutboxDispatcher(options: {
  db: Kysely<Database>;
  clock: Clock;
  transports: Partial<Record<OutboxChannel, Transport>>;
  log: FastifyBaseLogger;
}): OutboxDispatcher {
  const { clock, transports, log } = options;
  const repository = createOutboxRepository(options.db);
  const channels = (Object.keys(transports) as OutboxChannel[]).filter(
    (channel) => transports[channel],
  );
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  /** What went wrong with one attempt, and what to do about it; null when delivered. */
  type Failure = { reason: string; deferMs?: number; refused?: boolean };

  async function attempt(message: OutboxMessage): Promise<Failure | null> {
    const transport = transports[message.channel];
    if (!transport) return { reason: `no transport for ${message.channel}` };
    try {
      await transport.deliver(message);
      await repository.markSent(message.id, clock.now());
      return null;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ outboxId: message.id, channel: message.channel, reason }, 'delivery failed');
      if (error instanceof DeliveryDeferred) return { reason, deferMs: error.delayMs };
      return { reason, refused: error instanceof DeliveryRefused };
    }
  }

  async function runOnce(): Promise<number> {
    const now = clock.now();
    const due = await repository.claimDue(
      channels,
      now,
      new Date(now.getTime() + OUTBOX_POLICY.leaseMs),
      OUTBOX_POLICY.batchSize,
    );
    let sent = 0;
    for (const message of due) {
      const failure = await attempt(message);
      const maxAttempts = transports[message.channel]?.maxAttempts ?? OUTBOX_POLICY.maxAttempts;
      const later = (delayMs: number) => new Date(clock.now().getTime() + delayMs);
      if (failure === null) sent++;
      else if (failure.deferMs !== undefined) {
        // A limit is not a failure: the wait gives the attempt back.
        await repository.scheduleRetry(message.id, later(failure.deferMs), failure.reason, {
          uncountAttempt: true,
        });
      } else if (failure.refused || message.attempts >= maxAttempts) {
        await repository.markFailed(message.id, failure.reason);
      } else {
        await repository.scheduleRetry(
          message.id,
          later(retryDelayMs(message.attempts)),
          failure.reason,
        );
      }
    }
    return sent;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error) => log.error({ err: error }, 'outbox run failed'))
        .finally(schedule);
    }, OUTBOX_POLICY.pollIntervalMs);
    timer.unref();
  }

  return {
    delivers: (channel) => channels.includes(channel),
    runOnce,
    async deliverNow(id) {
      const now = clock.now();
      const message = await repository.claim(id, new Date(now.getTime() + OUTBOX_POLICY.leaseMs));
      if (!message) return false;
      const failure = await attempt(message);
      if (failure !== null) await repository.markFailed(message.id, failure.reason);
      return failure === null;
    },
    start() {
      if (!stopped || channels.length === 0) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
