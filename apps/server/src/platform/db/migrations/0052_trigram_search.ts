import { type Kysely, sql } from 'kysely';

// The console's searches match any part of a name, an email or a phone number
// (docs/decisions/110-a-year-of-a-busy-shop.md): pg_trgm's trigram indexes serve a `like '%…%'`.
// PostgreSQL ships it as a trusted contrib extension and PGlite loads it (openPglite); a server
// without it keeps the same searches, unindexed, and 0053 then builds no trigram index.
export async function up(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (rows.length > 0) await sql`create extension if not exists pg_trgm`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop extension if exists pg_trgm`.execute(db);
}
