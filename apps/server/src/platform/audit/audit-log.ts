import type { Kysely, Transaction } from 'kysely';
import { countPastPage } from '../db/paged-count';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditRecord {
  /** What was done, as `area.verb` ("order.move", "part.price"). */
  action: string;
  /** What it was done to ("order 3f2c…", "gpus/rtx-4070"). */
  subject: string;
  before?: unknown;
  after?: unknown;
}

/**
 * The audit log of staff actions (docs/api/staff-console.md#audit-log). Written in the
 * transaction of the change it records, so a change and its record stand or fall together; never
 * updated or deleted.
 */
export function createAuditLog(db: Db) {
  return {
    /** What a staff member did, for their data export. */
    async exportOf(staffId: string) {
      return db
        .selectFrom('audit_log')
        .select(['action', 'subject', 'at'])
        .where('staff_id', '=', staffId)
        .orderBy('at')
        .execute();
    },

    async countOf(staffId: string): Promise<number> {
      const row = await db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where('staff_id', '=', staffId)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async record(actor: AuditActor, record: AuditRecord, now: Date): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          staff_id: actor.id,
          staff_email: actor.email,
          action: record.action,
          subject: record.subject,
          before: record.before === undefined ? null : JSON.stringify(record.before),
          after: record.after === undefined ? null : JSON.stringify(record.after),
          at: now,
        })
        .execute();
    },

    /** Newest first, a page at a time, optionally of one action or subject. */
    async list(filter: { action?: string; subject?: string; offset: number; limit: number }) {
      let query = db.selectFrom('audit_log');
      if (filter.action) query = query.where('action', '=', filter.action);
      if (filter.subject) query = query.where('subject', '=', filter.subject);
      const entries = await query
        .select(['id', 'staff_email', 'action', 'subject', 'before', 'after', 'at'])
        .orderBy('id', 'desc')
        .offset(filter.offset)
        .limit(filter.limit)
        .execute();
      // Counted as far as the page needs, not the whole log (docs/decisions/110).
      return { entries, ...(await countPastPage(db, query, filter)) };
    },
  };
}
