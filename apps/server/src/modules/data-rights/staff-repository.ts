import type { DataRightsKind } from '@shop/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface DataRightsPage {
  kind?: DataRightsKind | undefined;
  offset: number;
  limit: number;
}

/**
 * The admins' view of data-rights requests, and the crm_copies_to_delete table's only writer
 * (docs/api/data-rights.md#for-the-shops-admins). The account's email is read with each request;
 * the accounts module still owns it.
 */
export function createStaffDataRightsRepository(db: Db) {
  const requests = () =>
    db
      .selectFrom('data_rights_requests as request')
      .innerJoin('users', 'users.id', 'request.user_id')
      .leftJoin('crm_copies_to_delete as copy', 'copy.request_id', 'request.id')
      .select([
        'request.id',
        'request.kind',
        'request.user_id',
        'request.requested_at',
        'request.completed_at',
        'request.report',
        'users.email as account_email',
        'users.erased_at',
        'copy.request_id as copy_request_id',
        'copy.email as copy_email',
        'copy.phone as copy_phone',
        'copy.deleted_at as copy_deleted_at',
        'copy.deleted_by as copy_deleted_by',
      ]);

  return {
    /** Newest first. */
    async list({ kind, offset, limit }: DataRightsPage) {
      let query = requests();
      if (kind) query = query.where('request.kind', '=', kind);
      return query
        .orderBy('request.requested_at', 'desc')
        .orderBy('request.id')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async count(kind?: DataRightsKind) {
      let query = db
        .selectFrom('data_rights_requests')
        .select((eb) => eb.fn.countAll<string>().as('total'));
      if (kind) query = query.where('kind', '=', kind);
      return Number((await query.executeTakeFirstOrThrow()).total);
    },

    async find(requestId: string) {
      return requests().where('request.id', '=', requestId).executeTakeFirst();
    },

    /** Erased customers whose CRM contact no admin has said is deleted yet. */
    async countCopiesToDelete() {
      const row = await db
        .selectFrom('crm_copies_to_delete')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** In the erasure's transaction: what the CRM files the customer under. */
    async recordCopy(
      requestId: string,
      contact: { email: string; phone: string | null },
      now: Date,
    ) {
      await db
        .insertInto('crm_copies_to_delete')
        .values({
          request_id: requestId,
          email: contact.email,
          phone: contact.phone,
          created_at: now,
        })
        .execute();
    },

    /** Clears the email and phone; false when there is no copy waiting (none, or done already). */
    async markCopyDeleted(requestId: string, staffEmail: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('crm_copies_to_delete')
        .set({ email: null, phone: null, deleted_at: now, deleted_by: staffEmail })
        .where('request_id', '=', requestId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type DataRightsRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createStaffDataRightsRepository>['find']>>
>;
