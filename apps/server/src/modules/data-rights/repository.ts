import type { ConsentSource } from '@shop/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The marketing_consents and data_rights_requests tables' only writer. */
export function createDataRightsRepository(db: Db) {
  return {
    /** Every change of the user's offers consent, oldest first. */
    async consentHistory(userId: string) {
      return db
        .selectFrom('marketing_consents')
        .select(['granted', 'wording_id', 'wording', 'source', 'recorded_at'])
        .where('user_id', '=', userId)
        .orderBy('recorded_at')
        .orderBy('id')
        .execute();
    },

    async recordConsent(consent: {
      userId: string;
      granted: boolean;
      wordingId: string;
      wording: string;
      source: ConsentSource;
      now: Date;
    }) {
      await db
        .insertInto('marketing_consents')
        .values({
          user_id: consent.userId,
          granted: consent.granted,
          wording_id: consent.wordingId,
          wording: consent.wording,
          source: consent.source,
          recorded_at: consent.now,
        })
        .execute();
    },

    async deleteConsents(userId: string): Promise<number> {
      const result = await db
        .deleteFrom('marketing_consents')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Logs a request as it arrives, before anything is done: it stays even if the work fails. */
    async openRequest(userId: string, kind: 'export' | 'erasure', now: Date): Promise<string> {
      const row = await db
        .insertInto('data_rights_requests')
        .values({ user_id: userId, kind, requested_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async completeRequest(id: string, now: Date, report: unknown) {
      await db
        .updateTable('data_rights_requests')
        .set({ completed_at: now, report: JSON.stringify(report) })
        .where('id', '=', id)
        .execute();
    },

    async requestsOf(userId: string) {
      return db
        .selectFrom('data_rights_requests')
        .select(['id', 'kind', 'requested_at', 'completed_at', 'report'])
        .where('user_id', '=', userId)
        .orderBy('requested_at')
        .execute();
    },

    async countRequests(userId: string): Promise<number> {
      const row = await db
        .selectFrom('data_rights_requests')
        .select((eb) => eb.fn.countAll<string>().as('requests'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.requests);
    },
  };
}
