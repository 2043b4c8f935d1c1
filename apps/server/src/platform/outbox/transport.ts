import type { OutboxMessage } from './repository';

/** Delivers one message to a provider; throws when the provider did not take it. */
export interface Transport {
  deliver(message: OutboxMessage): Promise<void>;
  /**
   * Attempts before a message is marked failed; OUTBOX_POLICY.maxAttempts unless given. A
   * provider whose outages may last longer than the default hour of retries sets more.
   */
  readonly maxAttempts?: number;
}

/**
 * The provider asked the shop to wait (a rate or daily limit): the message is tried again after
 * `delayMs`, and the wait does not count as a failed attempt.
 */
export class DeliveryDeferred extends Error {
  override name = 'DeliveryDeferred';
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
  }
}

/**
 * The provider refused the message itself (data it will never accept): retrying cannot help, so
 * the message is marked failed at once and kept for a person to look at.
 */
export class DeliveryRefused extends Error {
  override name = 'DeliveryRefused';
}
