import { type Kysely, sql } from 'kysely';

// Accounts of the shop's own identity (docs/decisions/004-the-shops-own-identity.md): people, their
// sessions, the single-use links mailed to them, the browsers waiting for an email to be verified,
// and Google sign-ins in flight.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('firstname', 'text', (column) => column.notNull())
    .addColumn('lastname', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('number', 'text')
    .addColumn('dob', 'date')
    .addColumn('gender', 'text')
    .addColumn('gst', 'text')
    // 0 or 1 for the phone; only a successful OTP check sets it to 1.
    .addColumn('verified', 'smallint', (column) =>
      column.notNull().defaultTo(0).check(sql`verified in (0, 1)`),
    )
    .addColumn('email_verified_at', 'timestamptz')
    // Null for accounts that only ever signed in with Google.
    .addColumn('password_hash', 'text')
    .addColumn('google_sub', 'text', (column) => column.unique())
    .addColumn('contact_clicked', 'timestamptz')
    .addColumn('legal_viewed', 'timestamptz')
    .addColumn('checkout_clicked', 'timestamptz')
    .addColumn('payment_attempted', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  // One account per address however it is capitalised.
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('last_seen_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('purpose', 'text', (column) =>
      column.notNull().check(sql`purpose in ('verify', 'reset')`),
    )
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('email_tokens_user_id')
    .on('email_tokens')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('pending_verifications')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('pending_verifications_user_id')
    .on('pending_verifications')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('oidc_logins')
    .addColumn('handle_hash', 'text', (column) => column.primaryKey())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('nonce', 'text', (column) => column.notNull())
    .addColumn('code_verifier', 'text', (column) => column.notNull())
    .addColumn('return_to', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'oidc_logins',
    'pending_verifications',
    'email_tokens',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
