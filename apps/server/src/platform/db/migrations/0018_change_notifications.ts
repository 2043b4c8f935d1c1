import { type Kysely, sql } from 'kysely';

// Every instance of the shop keeps what it read in memory until it hears of a change
// (docs/decisions/064-memory-until-a-change-is-heard.md). Each row written, by any instance, by a
// cascade or by hand, announces its table on the `shop_changes` channel when its transaction
// commits; PostgreSQL sends one notification per table and transaction. Row triggers rather than
// statement triggers: an update that matched no row announces nothing.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function announce_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('shop_changes', tg_table_name);
      return null;
    end
    $$`.execute(db);
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables
    where schemaname = current_schema() and tablename not like 'kysely_migration%'
    order by tablename`.execute(db);
  for (const { name } of rows) await announceChangesOf(db, name);
}

/** The two triggers every table of the shop carries; a later migration calls this for its own. */
export async function announceChangesOf(db: Kysely<any>, table: string): Promise<void> {
  await sql`
    create trigger ${sql.id(`${table}_announce_change`)}
    after insert or update or delete on ${sql.table(table)}
    for each row execute function announce_change()`.execute(db);
  await sql`
    create trigger ${sql.id(`${table}_announce_truncate`)}
    after truncate on ${sql.table(table)}
    for each statement execute function announce_change()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function announce_change() cascade`.execute(db);
}
