// The tables of what every module stands on: rate limits, the outbox, and counts kept by triggers.
import type { ColumnType } from 'kysely';
import type { Json, Timestamp } from './schema-columns';

/** A fixed-window counter shared by every instance. */
export interface RateLimitTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export type OutboxChannel = 'email' | 'sms' | 'crm';
export type OutboxStatus = 'pending' | 'sent' | 'failed';

/**
 * A message to a person or another system, kept until delivered
 * (docs/decisions/009-an-outbox-for-email-sms-and-crm.md).
 */
export interface OutboxTable {
  id: ColumnType<number, never, never>;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  payload: Json<unknown> | null;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Date | null;
}

/** Counts kept by triggers in each write's transaction (migration 0054): 'new leads', 'open tickets'. */
export interface KeptCountTable {
  name: 'new leads' | 'open tickets';
  count: ColumnType<string, never, never>;
}
