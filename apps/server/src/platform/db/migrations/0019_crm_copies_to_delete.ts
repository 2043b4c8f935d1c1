import { type Kysely, sql } from 'kysely';
import { announceChangesOf } from './0018_change_notifications';

// An erased customer whom the CRM may still hold (docs/decisions/071-the-crms-copy-after-erasure.md):
// the email and phone the CRM files them under, kept only until an admin says the contact is
// deleted there; then both are cleared and who said so, and when, stays.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('crm_copies_to_delete')
    .addColumn('request_id', 'uuid', (column) =>
      column.primaryKey().references('data_rights_requests.id'),
    )
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('deleted_at', 'timestamptz')
    // The admin's email, as the audit log keeps it: the record stands if their account goes.
    .addColumn('deleted_by', 'text')
    .addCheckConstraint(
      'crm_copies_to_delete_cleared_once_deleted',
      sql`(deleted_at is null) = (deleted_by is null) and (deleted_at is null or (email is null and phone is null))`,
    )
    .execute();
  await announceChangesOf(db, 'crm_copies_to_delete');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('crm_copies_to_delete').execute();
}
