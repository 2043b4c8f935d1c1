import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { OutboxChannel } from '../db/schema-platform';

export interface NewOutboxMessage {
  channel: OutboxChannel;
  /** An email address, or a mobile number with country code. */
  recipient: string;
  subject?: string | null;
  /** The text a person reads. */
  body: string;
  /** What a provider needs beyond the text (an OTP for MSG91's template, say). */
  payload?: unknown;
}

export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  payload: unknown;
  attempts: number;
}

const CLAIMED_COLUMNS = [
  'id',
  'channel',
  'recipient',
  'subject',
  'body',
  'payload',
  'attempts',
] as const;

export function createOutboxRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    /** Stores a message to send; in the caller's transaction, so it leaves only if that commits. */
    async enqueue(message: NewOutboxMessage, now: Date): Promise<number> {
      const row = await db
        .insertInto('outbox')
        .values({
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject ?? null,
          body: message.body,
          payload: message.payload === undefined ? null : JSON.stringify(message.payload),
          next_attempt_at: now,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * Takes up to `limit` due messages of the given channels and leases them until `leaseUntil`,
     * counting the attempt. Rows another instance holds are skipped, so none is sent twice.
     */
    async claimDue(
      channels: OutboxChannel[],
      now: Date,
      leaseUntil: Date,
      limit: number,
    ): Promise<OutboxMessage[]> {
      if (channels.length === 0) return [];
      return db
        .updateTable('outbox')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil }))
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('outbox')
            .select('id')
            .where('status', '=', 'pending')
            .where('channel', 'in', channels)
            .where('next_attempt_at', '<=', now)
            .orderBy('id')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .returning(CLAIMED_COLUMNS)
        .execute();
    },

    /** Takes one pending message now, whenever it was due. */
    async claim(id: number, leaseUntil: Date): Promise<OutboxMessage | undefined> {
      return db
        .updateTable('outbox')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returning(CLAIMED_COLUMNS)
        .executeTakeFirst();
    },

    /**
     * Messages to or about a person: addressed to their email or phone, or naming either. Only
     * what a person may read back: never the text, which held one-time links and codes.
     */
    async exportFor(contact: OutboxContact) {
      return db
        .selectFrom('outbox')
        .select(['channel', 'recipient', 'subject', 'status', 'created_at', 'sent_at'])
        .where((eb) => aboutContact(eb, contact))
        .orderBy('id')
        .execute();
    },

    async deleteFor(contact: OutboxContact): Promise<number> {
      const result = await db
        .deleteFrom('outbox')
        .where((eb) => aboutContact(eb, contact))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * How many CRM messages about a person have been handed to the CRM at least once (sent, or
     * tried: a timed-out attempt may still have landed). Locks them first, in the caller's
     * transaction, so a dispatcher claiming one at this moment is waited for and counted, and none
     * is claimed after (docs/decisions/071-the-crms-copy-after-erasure.md).
     */
    async countCrmMessagesTriedFor(contact: OutboxContact): Promise<number> {
      const rows = await db
        .selectFrom('outbox')
        .select('attempts')
        .where('channel', '=', 'crm')
        .where((eb) => aboutContact(eb, contact))
        .forUpdate()
        .execute();
      return rows.filter((row) => row.attempts > 0).length;
    },

    async markSent(id: number, now: Date) {
      await db
        .updateTable('outbox')
        .set({ status: 'sent', sent_at: now, last_error: null })
        .where('id', '=', id)
        .execute();
    },

    /** Tries the message again at nextAttemptAt; `uncountAttempt` gives back the claimed attempt. */
    async scheduleRetry(
      id: number,
      nextAttemptAt: Date,
      error: string,
      { uncountAttempt = false }: { uncountAttempt?: boolean } = {},
    ) {
      await db
        .updateTable('outbox')
        .set((eb) => ({
          next_attempt_at: nextAttemptAt,
          last_error: error,
          ...(uncountAttempt && { attempts: eb('attempts', '-', 1) }),
        }))
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id: number, error: string) {
      await db
        .updateTable('outbox')
        .set({ status: 'failed', last_error: error })
        .where('id', '=', id)
        .execute();
    },

    /** Newest first, for the development outbox. */
    async listRecent(limit: number) {
      return db
        .selectFrom('outbox')
        .select(['id', 'channel', 'recipient', 'subject', 'body', 'status', 'created_at'])
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async find(id: number) {
      return db
        .selectFrom('outbox')
        .select(['id', 'channel', 'recipient', 'status', 'attempts', 'next_attempt_at', 'sent_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}

/** A person's contact details, as the outbox addresses and mentions them. */
export type OutboxContact = { email: string; phone: string | null };

function aboutContact(eb: ExpressionBuilder<Database, 'outbox'>, contact: OutboxContact) {
  const mentions = (value: string) =>
    eb.or([
      eb(sql<string>`lower(recipient)`, 'like', `%${escapeLike(value.toLowerCase())}%`),
      eb(sql<string>`lower(body)`, 'like', `%${escapeLike(value.toLowerCase())}%`),
      eb(
        sql<string>`lower(coalesce(payload::text, ''))`,
        'like',
        `%${escapeLike(value.toLowerCase())}%`,
      ),
    ]);
  return contact.phone
    ? eb.or([mentions(contact.email), mentions(contact.phone)])
    : mentions(contact.email);
}

/** A value matched literally inside LIKE: its %, _ and \\ lose their meaning. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}
