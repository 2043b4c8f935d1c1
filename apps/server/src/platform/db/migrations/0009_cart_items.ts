import { type Kysely, sql } from 'kysely';

// Signed-in users' carts (docs/api/cart.md#cart-item). Prices and stock are not stored: the server
// works them out from the catalogue on every read. dedupe_key is what makes two lines the same
// product (the PC's part selection, or the itemShort), so the unique (user_id, dedupe_key) stops a
// double click, a second tab or a repeated merge from ever adding a product twice.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cart_items')
    .addColumn('itemid', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // Lines in the order they were added, also within one merge (they share a created time).
    .addColumn('seq', 'bigint', (column) => column.generatedAlwaysAsIdentity())
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('item_type', 'text', (column) => column.notNull())
    .addColumn('item', 'jsonb', (column) => column.notNull())
    .addColumn('item_short', 'text', (column) => column.notNull())
    .addColumn('dedupe_key', 'text', (column) => column.notNull())
    .addColumn('qty', 'integer', (column) => column.notNull().check(sql`qty >= 1`))
    .addColumn('created', 'timestamptz', (column) => column.notNull())
    .addColumn('checkout_info', 'jsonb')
    .addColumn('checkout_time', 'timestamptz')
    .addUniqueConstraint('cart_items_user_id_dedupe_key_key', ['user_id', 'dedupe_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cart_items').execute();
}
