import { type Kysely, sql } from 'kysely';

const LISTING_TABLES = [
  'processors',
  'chipsets',
  'rams',
  'gpus',
  'coolers',
  'storages',
  'psus',
  'cabinets',
  'accessories',
] as const;

// Product facts (docs/decisions/050-product-facts-on-every-listing.md): each listing's country of
// origin, manufacturer and importer, as the data files state them. Null only for the Box Cooler
// and the "Not Available" drive, which are not products; the seeders refuse any other listing
// without them.
//
// A customer's data rights (docs/decisions/052-a-registry-of-personal-data.md): marketing consent
// recorded with its time and wording, every export and erasure request with its completion, and
// erased accounts kept as an anonymous stub so the orders and invoices the law keeps still point
// at an account.
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of LISTING_TABLES) {
    await db.schema.alterTable(table).addColumn('facts', 'jsonb').execute();
  }

  await db.schema.alterTable('users').addColumn('erased_at', 'timestamptz').execute();

  // Every change of mind is a new row: the latest says where consent stands, the rest prove when it
  // was given, on which words, and when it was withdrawn.
  await db.schema
    .createTable('marketing_consents')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('granted', 'boolean', (column) => column.notNull())
    // The words the customer agreed to (or withdrew from), exactly as shown.
    .addColumn('wording_id', 'text', (column) => column.notNull())
    .addColumn('wording', 'text', (column) => column.notNull())
    .addColumn('source', 'text', (column) =>
      column.notNull().check(sql`source in ('phone-prompt', 'profile')`),
    )
    .addColumn('recorded_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('marketing_consents_user_id_recorded_at')
    .on('marketing_consents')
    .columns(['user_id', 'recorded_at'])
    .execute();

  // Each export or erasure asked for: stored when asked, completed_at and the report once done.
  await db.schema
    .createTable('data_rights_requests')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id'))
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind in ('export', 'erasure')`),
    )
    .addColumn('requested_at', 'timestamptz', (column) => column.notNull())
    .addColumn('completed_at', 'timestamptz')
    // What was done to each table (counts only, never the data).
    .addColumn('report', 'jsonb')
    .execute();
  await db.schema
    .createIndex('data_rights_requests_user_id_requested_at')
    .on('data_rights_requests')
    .columns(['user_id', 'requested_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_rights_requests').execute();
  await db.schema.dropTable('marketing_consents').execute();
  await db.schema.alterTable('users').dropColumn('erased_at').execute();
  for (const table of LISTING_TABLES) {
    await db.schema.alterTable(table).dropColumn('facts').execute();
  }
}
