import { type Kysely, sql } from 'kysely';

// The add-ons, seeded from data/accessories/accessories.json. Stock is the shop's to set here by
// hand; any change moves accessories_version, so every server instance can tell with one cheap read
// whether its in-memory copy is current (as the component catalogue does).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('accessories_version')
    .addColumn('id', 'boolean', (column) => column.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('version', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.insertInto('accessories_version').defaultValues().execute();
  await sql`
    create function bump_accessories_version() returns trigger language plpgsql as $$
    begin
      update accessories_version set version = version + 1;
      return null;
    end
    $$`.execute(db);

  await db.schema
    .createTable('accessories')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('item_short', 'text', (column) => column.notNull())
    .addColumn('item', 'text', (column) => column.notNull())
    .addColumn('price_paise', 'bigint', (column) => column.notNull().check(sql`price_paise >= 0`))
    .addColumn('warranty', 'integer', (column) => column.notNull())
    .addColumn('colour', 'text', (column) => column.notNull())
    .addColumn('in_stock', 'boolean', (column) => column.notNull().defaultTo(true))
    .execute();
  await sql`
    create trigger accessories_bump_version
    after insert or update or delete or truncate on accessories
    for each statement execute function bump_accessories_version()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('accessories').execute();
  await sql`drop function bump_accessories_version()`.execute(db);
  await db.schema.dropTable('accessories_version').execute();
}
