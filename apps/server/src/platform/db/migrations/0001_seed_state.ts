import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seed_state')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('checksum', 'text', (column) => column.notNull())
    .addColumn('applied_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seed_state').execute();
}
