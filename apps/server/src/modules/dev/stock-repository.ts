import type { StockKind } from '@shop/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** The tables whose rows carry the in_stock flag the shop sets by hand, by kind. */
const STOCK_TABLES = {
  accessory: 'accessories',
  prebuilt: 'prebuilts',
  processor: 'processors',
  chipset: 'chipsets',
  ram: 'rams',
  gpu: 'gpus',
  cooler: 'coolers',
  storage: 'storages',
  psu: 'psus',
  cabinet: 'cabinets',
} as const satisfies Record<StockKind, string>;

export function createStockRepository(db: Kysely<Database>) {
  return {
    /** Sets one row's stock; answers whether the row exists. The tables' triggers move their version. */
    async setInStock(kind: StockKind, id: string, inStock: boolean): Promise<boolean> {
      const result = await db
        .updateTable(STOCK_TABLES[kind])
        .set({ in_stock: inStock })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
