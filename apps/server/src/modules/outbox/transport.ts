import type { OutboxMessage } from './repository';

/** Delivers one message to a provider; throws when the provider did not take it. */
export interface Transport {
  deliver(message: OutboxMessage): Promise<void>;
}
