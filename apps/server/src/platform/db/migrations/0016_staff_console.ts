import { type Kysely, sql } from 'kysely';

const COUNTED_TABLES = [
  'processors',
  'chipsets',
  'rams',
  'gpus',
  'coolers',
  'storages',
  'psus',
  'cabinets',
  'accessories',
] as const;

// The staff console (docs/decisions/046-staff-sign-in-with-a-second-factor.md): staff roles and their
// second factor, staff sessions, the audit log, the orders' build stages, ticket replies, the
// leads' follow-up, coupon offers made by staff, and counted stock.
export async function up(db: Kysely<any>): Promise<void> {
  // A customer has no role; staff and admins are accounts of the same identity.
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (column) => column.check(sql`role in ('staff', 'admin')`))
    .execute();

  // The TOTP secret of a staff account; enabled once a first code from it was checked.
  await db.schema
    .createTable('staff_totp')
    .addColumn('user_id', 'uuid', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('secret', 'text', (column) => column.notNull())
    .addColumn('enabled_at', 'timestamptz')
    // The last 30-second step a code was accepted for: a code is never accepted twice.
    .addColumn('last_time_step', 'bigint')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();

  // Single-use recovery codes, by their sha256.
  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('code_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('staff_recovery_codes_user_id')
    .on('staff_recovery_codes')
    .column('user_id')
    .execute();

  // A password checked, the second factor not yet: the browser holds this token for a few minutes.
  await db.schema
    .createTable('staff_sign_ins')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();

  // A staff browser signed in with both factors; apart from the customers' sessions.
  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('staff_sessions_user_id')
    .on('staff_sessions')
    .column('user_id')
    .execute();

  // Every staff action: who, what, on what, before, after, when. Never updated or deleted.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('staff_id', 'uuid', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('staff_email', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();

  // Each stage an order reached: the customer's timeline.
  await db.schema
    .createTable('order_stage_events')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('orderid', 'uuid', (column) =>
      column.notNull().references('orders.orderid').onDelete('cascade'),
    )
    .addColumn('stage', 'text', (column) => column.notNull())
    .addColumn('actor', 'text', (column) =>
      column.notNull().check(sql`actor in ('staff', 'customer', 'shop')`),
    )
    .addColumn('staff_id', 'uuid', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('note', 'text')
    // The shipment (courier, AWB, tracking link) or the stress test's results.
    .addColumn('details', 'jsonb')
    .addColumn('at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('order_stage_events_orderid_at')
    .on('order_stage_events')
    .columns(['orderid', 'at'])
    .execute();
  // Every order so far reached Confirmed when it was made.
  await sql`insert into order_stage_events (orderid, stage, actor, at)
    select orderid, 'Confirmed', 'shop', created from orders`.execute(db);
  // The parts an order holds (reserved at Parts Reserved), returned once if it is cancelled.
  await db.schema.alterTable('orders').addColumn('reserved_stock', 'jsonb').execute();
  await db.schema.createIndex('orders_status').on('orders').column('status').execute();

  // A conversation on a ticket; the ticket is open until staff close it.
  await db.schema.alterTable('tickets').addColumn('closed_at', 'timestamptz').execute();
  await db.schema
    .createTable('ticket_replies')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('ticket_id', 'uuid', (column) =>
      column.notNull().references('tickets.id').onDelete('cascade'),
    )
    .addColumn('author', 'text', (column) =>
      column.notNull().check(sql`author in ('staff', 'customer')`),
    )
    .addColumn('staff_id', 'uuid', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (column) =>
      column.notNull().check(sql`char_length(body) between 1 and 1000`),
    )
    .addColumn('created', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_replies_ticket_id_created')
    .on('ticket_replies')
    .columns(['ticket_id', 'created'])
    .execute();

  // The shop's follow-up of each lead and registration.
  for (const table of ['leads', 'event_registrations']) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (column) =>
        column.notNull().defaultTo('new').check(sql`status in ('new', 'contacted', 'closed')`),
      )
      .addColumn('note', 'text', (column) => column.check(sql`char_length(note) <= 1000`))
      .addColumn('status_updated_at', 'timestamptz')
      .execute();
  }

  // A coupon offer made by staff, issued to one customer or to every customer.
  await db.schema
    .createTable('coupon_offers')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('code', 'text', (column) => column.notNull().unique())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('value_paise', 'bigint', (column) => column.notNull().check(sql`value_paise < 0`))
    .addColumn('min_purchase_value_paise', 'bigint', (column) =>
      column.notNull().check(sql`min_purchase_value_paise >= 0`),
    )
    .addColumn('validity', 'timestamptz')
    // Null: every customer.
    .addColumn('target_user_id', 'uuid', (column) =>
      column.references('users.id').onDelete('cascade'),
    )
    .addColumn('created', 'timestamptz', (column) => column.notNull())
    .addColumn('expired_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('coupons')
    .addColumn('offer_id', 'uuid', (column) =>
      column.references('coupon_offers.id').onDelete('set null'),
    )
    .execute();
  await db.schema.createIndex('coupons_offer_id').on('coupons').column('offer_id').execute();

  // Counted stock: null is "not counted" (the in_stock flag alone, as before).
  for (const table of COUNTED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('stock_qty', 'integer', (column) => column.check(sql`stock_qty >= 0`))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of COUNTED_TABLES) {
    await db.schema.alterTable(table).dropColumn('stock_qty').execute();
  }
  await db.schema.alterTable('coupons').dropColumn('offer_id').execute();
  await db.schema.dropTable('coupon_offers').execute();
  for (const table of ['leads', 'event_registrations']) {
    await db.schema
      .alterTable(table)
      .dropColumn('status')
      .dropColumn('note')
      .dropColumn('status_updated_at')
      .execute();
  }
  await db.schema.dropTable('ticket_replies').execute();
  await db.schema.alterTable('tickets').dropColumn('closed_at').execute();
  await db.schema.alterTable('orders').dropColumn('reserved_stock').execute();
  for (const table of [
    'order_stage_events',
    'audit_log',
    'staff_sessions',
    'staff_sign_ins',
    'staff_recovery_codes',
    'staff_totp',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('role').execute();
}
