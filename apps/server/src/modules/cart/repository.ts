import { CART_MAX_QTY, type CartProduct, CHECKOUT_SESSION_MS } from '@shop/domain';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { CartItemTable } from '../../platform/db/schema-orders';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type StoredCartLine = Omit<Selectable<CartItemTable>, 'seq'>;

/** A product to put in a cart, as the server quoted it. */
export type NewCartLine = CartProduct & {
  itemShort: string;
  key: string;
  qty: number;
};

const COLUMNS = [
  'itemid',
  'user_id',
  'item_type',
  'item',
  'item_short',
  'dedupe_key',
  'qty',
  'created',
  'checkout_info',
  'checkout_time',
] as const;

function rowsOf(userId: string, lines: readonly NewCartLine[], now: Date) {
  return lines.map((line) => ({
    user_id: userId,
    item_type: line.itemType,
    item: JSON.stringify(line.item),
    item_short: line.itemShort,
    dedupe_key: line.key,
    qty: line.qty,
    created: now,
  }));
}

export function createCartRepository(db: Kysely<Database> | Transaction<Database>) {
  const listForUser = (userId: string, on: Kysely<Database> | Transaction<Database> = db) =>
    on
      .selectFrom('cart_items')
      .select(COLUMNS)
      .where('user_id', '=', userId)
      .orderBy('seq')
      .execute();

  return {
    /** The user's lines in the order they were added. */
    listForUser: (userId: string): Promise<StoredCartLine[]> => listForUser(userId),

    /** One of the user's lines; another user's id is not found, like one that never existed. */
    async findForUser(userId: string, itemId: string): Promise<StoredCartLine | undefined> {
      if (!UUID_PATTERN.test(itemId)) return undefined;
      return db
        .selectFrom('cart_items')
        .select(COLUMNS)
        .where('itemid', '=', itemId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** False when the user already has this product: the unique (user, key) decides, not a read. */
    async add(userId: string, line: NewCartLine, now: Date): Promise<boolean> {
      const added = await db
        .insertInto('cart_items')
        .values(rowsOf(userId, [line], now))
        .onConflict((conflict) => conflict.columns(['user_id', 'dedupe_key']).doNothing())
        .returning('itemid')
        .executeTakeFirst();
      return added !== undefined;
    },

    /**
     * Adds each product the user does not have yet, in one statement, and answers the cart as
     * that transaction left it. Rows go in key order, so two merges racing on PostgreSQL wait
     * for each other's keys in the same order and can never deadlock.
     */
    async addMissing(
      userId: string,
      lines: readonly NewCartLine[],
      now: Date,
    ): Promise<StoredCartLine[]> {
      const sorted = [...lines].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      return db.transaction().execute(async (trx) => {
        if (sorted.length > 0) {
          await trx
            .insertInto('cart_items')
            .values(rowsOf(userId, sorted, now))
            .onConflict((conflict) => conflict.columns(['user_id', 'dedupe_key']).doNothing())
            .execute();
        }
        return listForUser(userId, trx);
      });
    },

    /**
     * Changes a quantity by delta in one statement, so concurrent clicks each count exactly once;
     * it stays between 1 and CART_MAX_QTY. False when the user has no such line.
     */
    async changeQty(userId: string, itemId: string, delta: number): Promise<boolean> {
      if (!UUID_PATTERN.test(itemId)) return false;
      const result = await db
        .updateTable('cart_items')
        .set({ qty: sql<number>`greatest(1, least(${CART_MAX_QTY}, qty + ${delta}))` })
        .where('itemid', '=', itemId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Starts a checkout session (docs/api/checkout.md) on every line of the user's cart that has
     * none running: never stamped, or stamped longer ago than a session lasts.
     */
    async startCheckoutSessions(userId: string, now: Date): Promise<void> {
      const expired = new Date(now.getTime() - CHECKOUT_SESSION_MS);
      await db
        .updateTable('cart_items')
        .set({ checkout_time: now })
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('checkout_time', 'is', null), eb('checkout_time', '<=', expired)]))
        .execute();
    },

    /** Stores the server's discountInfo on one of the user's lines; false when there is none. */
    async saveCheckoutInfo(userId: string, itemId: string, info: unknown): Promise<boolean> {
      if (!UUID_PATTERN.test(itemId)) return false;
      const result = await db
        .updateTable('cart_items')
        .set({ checkout_info: info === null ? null : JSON.stringify(info) })
        .where('itemid', '=', itemId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Empties the lines a payment was for; lines added since stay. */
    async removeLines(userId: string, itemIds: readonly string[]): Promise<void> {
      if (itemIds.length === 0) return;
      await db
        .deleteFrom('cart_items')
        .where('user_id', '=', userId)
        .where('itemid', 'in', [...itemIds])
        .execute();
    },

    /** Every line of the user's cart as stored, for their data export. */
    async exportForUser(userId: string) {
      return db
        .selectFrom('cart_items')
        .select(['itemid', 'item_type', 'item_short', 'item', 'qty', 'created', 'checkout_time'])
        .where('user_id', '=', userId)
        .orderBy('seq')
        .execute();
    },

    async removeAll(userId: string): Promise<number> {
      const result = await db
        .deleteFrom('cart_items')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** False when the user has no such line. */
    async remove(userId: string, itemId: string): Promise<boolean> {
      if (!UUID_PATTERN.test(itemId)) return false;
      const result = await db
        .deleteFrom('cart_items')
        .where('itemid', '=', itemId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
