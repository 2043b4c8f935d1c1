import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('addresses')
    .addColumn('addressid', 'uuid', (column) =>
      column.primaryKey().defaultTo(sql`gen_random_uuid()`),
    )
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (column) => column.notNull())
    // One string, "line, city, state, pincode".
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('created', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('addresses_user_id').on('addresses').column('user_id').execute();

  // The shop's welcome offers, seeded from data/coupons/welcome.json.
  await db.schema
    .createTable('welcome_coupons')
    .addColumn('code', 'text', (column) => column.primaryKey())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('value_paise', 'bigint', (column) => column.notNull())
    .addColumn('min_purchase_value_paise', 'bigint', (column) => column.notNull())
    .addColumn('validity', 'timestamptz')
    .addColumn('valid_for_days', 'integer')
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('couponid', 'uuid', (column) =>
      column.primaryKey().defaultTo(sql`gen_random_uuid()`),
    )
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    // Negative is a deduction, positive an addition.
    .addColumn('value_paise', 'bigint', (column) => column.notNull())
    .addColumn('validity', 'timestamptz')
    .addColumn('min_purchase_value_paise', 'bigint', (column) => column.notNull())
    .addColumn('created', 'timestamptz', (column) => column.notNull())
    .addColumn('spent_at', 'timestamptz')
    .addUniqueConstraint('coupons_user_id_code_key', ['user_id', 'code'])
    .execute();

  // Welcome coupons go once to each account and once to each phone number, so re-verifying a
  // phone, or verifying one phone on many accounts, does not issue them again.
  await db.schema
    .createTable('welcome_grants')
    .addColumn('user_id', 'uuid', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('phone', 'text', (column) => column.notNull().unique())
    .addColumn('granted_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['welcome_grants', 'coupons', 'welcome_coupons', 'addresses']) {
    await db.schema.dropTable(table).execute();
  }
}
