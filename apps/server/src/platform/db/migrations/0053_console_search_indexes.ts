import { type Kysely, sql } from 'kysely';

// The console's searches and filters on a year of data (docs/decisions/110-a-year-of-a-busy-shop.md),
// built with CREATE INDEX CONCURRENTLY, so the shop keeps taking orders while they build: an
// online migration (online.ts), outside a transaction.
const TRIGRAM_INDEXES = {
  users_name_trigram: `users using gin (lower(firstname || ' ' || lastname) gin_trgm_ops)`,
  users_email_trigram: 'users using gin (lower(email) gin_trgm_ops)',
  users_number_trigram: 'users using gin (number gin_trgm_ops)',
};

const PLAIN_INDEXES = {
  // The audit log newest first (by id) of one action, or of one subject (an order's history).
  audit_log_action_id: 'audit_log (action, id)',
  audit_log_subject_id: 'audit_log (subject, id)',
};

/**
 * Builds an index without blocking writes. A build that failed half-way leaves an invalid index
 * of the name, which `if not exists` would keep: it is dropped and built again.
 */
export async function buildConcurrently(db: Kysely<any>, name: string, definition: string) {
  const { rows } = await sql<{ valid: boolean }>`
    select indisvalid as valid from pg_index where indexrelid = to_regclass(${name})`.execute(db);
  if (rows[0]?.valid === false) await sql.raw(`drop index concurrently ${name}`).execute(db);
  await sql.raw(`create index concurrently if not exists ${name} on ${definition}`).execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  const { rows } = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
  const indexes = { ...(rows.length > 0 && TRIGRAM_INDEXES), ...PLAIN_INDEXES };
  for (const [name, definition] of Object.entries(indexes)) {
    await buildConcurrently(db, name, definition);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [...Object.keys(TRIGRAM_INDEXES), ...Object.keys(PLAIN_INDEXES)]) {
    await sql.raw(`drop index concurrently if exists ${name}`).execute(db);
  }
}
