import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface AccessoryStockChange {
  pricePaise?: number | undefined;
  inStock?: boolean | undefined;
  stockQty?: number | null | undefined;
}

/**
 * What other modules may ask of the add-ons: their prices and stock for the console. A change
 * moves accessories_version (its trigger), so every instance's store reloads.
 */
export function createAccessoriesService(db: Db) {
  const select = () =>
    db
      .selectFrom('accessories')
      .select(['id', 'item_short as name', 'price_paise', 'in_stock', 'stock_qty']);
  return {
    listStock: () => select().orderBy('position').orderBy('id').execute(),
    findStock: (id: string) => select().where('id', '=', id).executeTakeFirst(),
    async updateStock(id: string, change: AccessoryStockChange): Promise<boolean> {
      const set = {
        ...(change.pricePaise !== undefined && { price_paise: change.pricePaise }),
        ...(change.inStock !== undefined && { in_stock: change.inStock }),
        ...(change.stockQty !== undefined && { stock_qty: change.stockQty }),
      };
      if (Object.keys(set).length === 0) return (await this.findStock(id)) !== undefined;
      const result = await db
        .updateTable('accessories')
        .set(set)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Takes up to `qty` of a counted add-on for an order; see the parts' take in the catalogue. */
    async take(id: string, qty: number): Promise<number> {
      const row = await db
        .selectFrom('accessories')
        .select('stock_qty')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      const counted = row?.stock_qty ?? null;
      if (counted === null) return 0;
      const taken = Math.min(qty, counted);
      if (taken === 0) return 0;
      const left = counted - taken;
      await db
        .updateTable('accessories')
        .set({ stock_qty: left, ...(left === 0 && { in_stock: false }) })
        .where('id', '=', id)
        .execute();
      return taken;
    },

    /** Puts back what an order took; a positive count is in stock again. */
    async giveBack(id: string, qty: number): Promise<void> {
      await db
        .updateTable('accessories')
        .set((eb) => ({ stock_qty: eb('stock_qty', '+', qty), in_stock: true }))
        .where('id', '=', id)
        .where('stock_qty', 'is not', null)
        .execute();
    },
  };
}
