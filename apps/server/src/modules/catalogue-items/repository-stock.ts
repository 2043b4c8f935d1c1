import type { CatalogueItemKind } from '@shop/domain';
import type { Db } from './repository-rows';

/** Counted stock that orders take and give back. */
export function stockCounts(db: Db) {
  return {
    /**
     * Takes up to `qty` of a counted item for an order (none when it is not counted) and answers
     * how many it took; the last one taken puts the item out of stock, as a count of 0 does.
     */
    async take(kind: CatalogueItemKind, id: string, qty: number): Promise<number> {
      const row = await db
        .selectFrom('catalogue_items')
        .select('stock_qty')
        .where('kind', '=', kind)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      const counted = row?.stock_qty ?? null;
      if (counted === null) return 0;
      const taken = Math.min(qty, counted);
      if (taken === 0) return 0;
      const left = counted - taken;
      await db
        .updateTable('catalogue_items')
        .set({ stock_qty: left, ...(left === 0 && { in_stock: false }) })
        .where('kind', '=', kind)
        .where('id', '=', id)
        .execute();
      return taken;
    },

    /** Puts back what an order took; a positive count is in stock again. */
    async giveBack(kind: CatalogueItemKind, id: string, qty: number): Promise<void> {
      await db
        .updateTable('catalogue_items')
        .set((eb) => ({ stock_qty: eb('stock_qty', '+', qty), in_stock: true }))
        .where('kind', '=', kind)
        .where('id', '=', id)
        .where('stock_qty', 'is not', null)
        .execute();
    },
  };
}
