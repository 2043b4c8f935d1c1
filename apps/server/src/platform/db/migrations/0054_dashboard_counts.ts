import { type Kysely, sql } from 'kysely';
import { announceChangesOf } from './0018_change_notifications';

// The dashboard's new leads and open tickets, kept by triggers in each write's transaction rather
// than counted over the year's leads and tickets on every view
// (docs/decisions/110-a-year-of-a-busy-shop.md), as 0050 keeps the orders per stage.
// Safe on a big table: each trigger is made before its count, so the table's writers wait for the
// count (milliseconds over 100,000 rows) and none is missed or counted twice.
const COUNTED = [
  {
    name: 'new leads',
    table: 'leads',
    column: 'status',
    holds: (row: 'old' | 'new') => `${row}.status = 'new'`,
    counted: `select count(*) from leads where status = 'new'`,
  },
  {
    name: 'open tickets',
    table: 'tickets',
    column: 'closed_at',
    holds: (row: 'old' | 'new') => `${row}.closed_at is null`,
    counted: 'select count(*) from tickets where closed_at is null',
  },
] as const;

const functionOf = (table: string) => `keep_count_of_${table}`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table kept_counts (
    name text primary key,
    count bigint not null check (count >= 0)
  )`.execute(db);
  for (const { name, table, column, holds, counted } of COUNTED) {
    await sql`insert into kept_counts (name, count) values (${name}, 0)`.execute(db);
    const count = sql.lit(name);
    await sql`create function ${sql.raw(functionOf(table))}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'TRUNCATE' then
          update kept_counts set count = 0 where name = ${count};
          return null;
        end if;
        if tg_op in ('UPDATE', 'DELETE') and ${sql.raw(holds('old'))} then
          update kept_counts set count = count - 1 where name = ${count};
        end if;
        if tg_op in ('INSERT', 'UPDATE') and ${sql.raw(holds('new'))} then
          update kept_counts set count = count + 1 where name = ${count};
        end if;
        return null;
      end $$`.execute(db);
    const keep = sql.raw(functionOf(table));
    await sql`create trigger ${sql.raw(`${table}_keep_count`)} after insert or delete on ${sql.table(table)}
      for each row execute function ${keep}()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_keep_count_moves`)}
      after update of ${sql.raw(column)} on ${sql.table(table)} for each row
      when ((${sql.raw(holds('old'))}) is distinct from (${sql.raw(holds('new'))}))
      execute function ${keep}()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_keep_count_truncate`)} after truncate on ${sql.table(table)}
      for each statement execute function ${keep}()`.execute(db);
    await sql`update kept_counts set count = (${sql.raw(counted)}) where name = ${name}`.execute(
      db,
    );
  }
  await announceChangesOf(db, 'kept_counts');
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of COUNTED) {
    for (const suffix of ['keep_count', 'keep_count_moves', 'keep_count_truncate']) {
      await sql`drop trigger if exists ${sql.raw(`${table}_${suffix}`)} on ${sql.table(table)}`.execute(
        db,
      );
    }
    await sql`drop function if exists ${sql.raw(functionOf(table))}()`.execute(db);
  }
  await sql`drop table if exists kept_counts`.execute(db);
}
