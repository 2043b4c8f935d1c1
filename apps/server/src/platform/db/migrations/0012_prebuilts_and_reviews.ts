import { type Kysely, sql } from 'kysely';

// The pre-built range, seeded from data/prebuilts/prebuilts.json: what each machine is for and the
// catalogue parts it is made of. No price column: a machine costs the quote of its parts today.
// `in_stock` is the shop's own flag for the machine; any change moves prebuilts_version, so every
// instance can tell with one cheap read whether its copy in memory is current (as the catalogue
// and the add-ons do).
//
// The shop's own reviews, seeded from data/reviews/reviews.json, shown when Google Places is not
// configured. They keep the date they were written; the answer says "3 months ago" on the day.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('prebuilts_version')
    .addColumn('id', 'boolean', (column) => column.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('version', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.insertInto('prebuilts_version').defaultValues().execute();
  await sql`
    create function bump_prebuilts_version() returns trigger language plpgsql as $$
    begin
      update prebuilts_version set version = version + 1;
      return null;
    end
    $$`.execute(db);

  await db.schema
    .createTable('prebuilts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('use_case', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('selection', 'jsonb', (column) => column.notNull())
    .addColumn('in_stock', 'boolean', (column) => column.notNull().defaultTo(true))
    .execute();
  await sql`
    create trigger prebuilts_bump_version
    after insert or update or delete or truncate on prebuilts
    for each statement execute function bump_prebuilts_version()`.execute(db);

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('author_name', 'text', (column) => column.notNull())
    .addColumn('author_url', 'text', (column) => column.notNull())
    .addColumn('profile_photo_url', 'text', (column) => column.notNull())
    .addColumn('rating', 'integer', (column) => column.notNull().check(sql`rating between 1 and 5`))
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('published_on', 'date', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reviews').execute();
  await db.schema.dropTable('prebuilts').execute();
  await sql`drop function bump_prebuilts_version()`.execute(db);
  await db.schema.dropTable('prebuilts_version').execute();
}
