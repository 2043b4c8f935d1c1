import { type Kysely, sql } from 'kysely';

// Payments, orders and tickets (docs/decisions/006-orders-made-once-by-a-confirmed-payment.md).
export async function up(db: Kysely<any>): Promise<void> {
  // One payment the shop asked for: the amount, coupon, address and cart lines it was for are
  // frozen here at pay time, so what is confirmed later is exactly what the buyer was shown.
  await db.schema
    .createTable('payment_transactions')
    .addColumn('merchant_transaction_id', 'text', (column) =>
      // PhonePe's rule: under 35 characters of letters, digits, _ and -.
      column.primaryKey().check(sql`merchant_transaction_id ~ '^[A-Za-z0-9_-]{1,34}$'`),
    )
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id'))
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('amount_paise', 'bigint', (column) => column.notNull().check(sql`amount_paise > 0`))
    .addColumn('paid_amount_paise', 'bigint')
    .addColumn('coupon_id', 'uuid', (column) => column.references('coupons.couponid'))
    .addColumn('totals', 'jsonb', (column) => column.notNull())
    .addColumn('address', 'jsonb', (column) => column.notNull())
    .addColumn('cart', 'jsonb', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().defaultTo('PENDING').check(sql`status in ('PENDING', 'SUCCESS', 'FAILED')`),
    )
    .addColumn('provider_code', 'text')
    .addColumn('provider_transaction_id', 'text')
    // Set when money arrived that cannot become an order (a wrong amount): a person must look.
    .addColumn('review_reason', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    // The reconciler's schedule, kept here so a restart resumes it.
    .addColumn('next_check_at', 'timestamptz')
    .addColumn('checks', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_checked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('payment_transactions_user_id_created_at')
    .on('payment_transactions')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('payment_transactions_pending_next_check_at')
    .on('payment_transactions')
    .column('next_check_at')
    .where(sql.ref('status'), '=', 'PENDING')
    .execute();
  // A coupon is reserved by the one payment in flight that uses it: a second payment with the
  // same coupon cannot start until the first has failed (and it is spent when one succeeds).
  await db.schema
    .createIndex('payment_transactions_pending_coupon_id_key')
    .on('payment_transactions')
    .column('coupon_id')
    .unique()
    .where(sql.ref('status'), '=', 'PENDING')
    .execute();

  // The built-in sandbox provider's side of a payment: what the tester chose on its page.
  await db.schema
    .createTable('sandbox_payments')
    .addColumn('merchant_transaction_id', 'text', (column) => column.primaryKey())
    .addColumn('amount_paise', 'bigint', (column) => column.notNull())
    .addColumn('outcome', 'text', (column) =>
      column.check(sql`outcome in ('SUCCESS', 'FAILURE', 'PENDING')`),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('decided_at', 'timestamptz')
    .execute();

  // One row per cart line paid for. The unique (transaction, line) means a payment confirmed
  // twice can never make its orders twice, whatever path the second confirmation took.
  await db.schema
    .createTable('orders')
    .addColumn('orderid', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('merchant_transaction_id', 'text', (column) =>
      column.notNull().references('payment_transactions.merchant_transaction_id'),
    )
    .addColumn('line_no', 'integer', (column) => column.notNull())
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id'))
    .addColumn('item_type', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('product', 'jsonb', (column) => column.notNull())
    .addColumn('product_short', 'text', (column) => column.notNull())
    .addColumn('qty', 'integer', (column) => column.notNull().check(sql`qty >= 1`))
    .addColumn('unit_price_paise', 'bigint', (column) => column.notNull())
    .addColumn('value_paise', 'bigint', (column) => column.notNull())
    .addColumn('discount', 'jsonb', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    // Free text set by the shop; only 'Delivered' means anything to the web (docs/api/orders.md).
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('Confirmed'))
    .addColumn('created', 'timestamptz', (column) => column.notNull())
    // The delivery date once Delivered.
    .addColumn('updated', 'timestamptz')
    .addUniqueConstraint('orders_merchant_transaction_id_line_no_key', [
      'merchant_transaction_id',
      'line_no',
    ])
    .execute();
  await db.schema
    .createIndex('orders_user_id_created')
    .on('orders')
    .columns(['user_id', 'created'])
    .execute();

  await db.schema
    .createTable('tickets')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('orderid', 'uuid', (column) =>
      column.notNull().references('orders.orderid').onDelete('cascade'),
    )
    .addColumn('description', 'text', (column) =>
      column.notNull().check(sql`char_length(description) between 1 and 300`),
    )
    .addColumn('created', 'timestamptz', (column) => column.notNull())
    .addColumn('updated', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('tickets_user_id_created')
    .on('tickets')
    .columns(['user_id', 'created'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['tickets', 'orders', 'sandbox_payments', 'payment_transactions']) {
    await db.schema.dropTable(table).execute();
  }
}
