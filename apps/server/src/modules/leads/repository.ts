import {
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  sql,
  type Transaction,
} from 'kysely';
import { countPastPage } from '../../platform/db/paged-count';
import type { Database } from '../../platform/db/schema';
import type { FollowUpStatus, LeadKind, LeadTable } from '../../platform/db/schema-follow-up';

export interface NewLead {
  kind: LeadKind;
  name: string;
  email: string;
  phone: string;
  preferredDate: string | null;
  message: string;
  userId: string | null;
}

/** The leads table's only writer (docs/api/leads.md#storage). */
export function createLeadsRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    async insert(lead: NewLead, now: Date): Promise<string> {
      const row = await db
        .insertInto('leads')
        .values({
          kind: lead.kind,
          name: lead.name,
          email: lead.email,
          phone: lead.phone,
          preferred_date: lead.preferredDate,
          message: lead.message,
          user_id: lead.userId,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Newest first, a page at a time, optionally of one status and one kind. */
    async listForStaff(filter: {
      status: 'all' | FollowUpStatus;
      source?: string | undefined;
      offset: number;
      limit: number;
    }) {
      let query = db.selectFrom('leads');
      if (filter.status !== 'all') query = query.where('status', '=', filter.status);
      if (filter.source) query = query.where('kind', '=', filter.source as LeadKind);
      const rows = await query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .offset(filter.offset)
        .limit(filter.limit)
        .execute();
      return { rows, ...(await countPastPage(db, query, filter)) };
    },

    async findForStaff(id: string) {
      return db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async followUp(id: string, change: { status: FollowUpStatus; note: string | null }, now: Date) {
      return db
        .updateTable('leads')
        .set({ status: change.status, note: change.note, status_updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Leads nobody has followed up yet (the dashboard): kept by a trigger (migration 0054), not counted per view. */
    async countNew(): Promise<number> {
      const { count } = await db
        .selectFrom('kept_counts')
        .select('count')
        .where('name', '=', 'new leads')
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** The leads the person sent: signed in, or from their email address or phone number. */
    async exportFor(contact: LeadContact) {
      return db
        .selectFrom('leads')
        .select(['id', 'kind', 'name', 'email', 'phone', 'preferred_date', 'message', 'created_at'])
        .where((eb) => sentBy(eb, contact))
        .orderBy('created_at')
        .execute();
    },

    async deleteFor(contact: LeadContact): Promise<number> {
      const result = await db
        .deleteFrom('leads')
        .where((eb) => sentBy(eb, contact))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type LeadRow = Selectable<LeadTable>;

/** Whose leads: the account's, and any sent from its email address or phone number. */
export type LeadContact = { userId: string; email: string; phone: string | null };

function sentBy(eb: ExpressionBuilder<Database, 'leads'>, contact: LeadContact) {
  const matches = [
    eb('user_id', '=', contact.userId),
    eb(sql<string>`lower(email)`, '=', contact.email.toLowerCase()),
  ];
  if (contact.phone) matches.push(eb('phone', '=', contact.phone));
  return eb.or(matches);
}
