import { type Kysely, sql } from 'kysely';

// Builds shared from /config (docs/api/builds.md): the link /builds/{id} is the only key to one, so
// the id is a random 128-bit value, never a sequence.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('builds')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('item', 'jsonb', (column) => column.notNull())
    .addColumn('itemshort', 'text', (column) => column.notNull())
    .addColumn('price_paise', 'bigint', (column) => column.notNull().check(sql`price_paise >= 0`))
    .addColumn('created', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('builds').execute();
}
