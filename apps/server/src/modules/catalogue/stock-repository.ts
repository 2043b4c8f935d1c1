import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The part kinds of the console, their tables, name and price columns. */
export const PART_KINDS = {
  processor: { table: 'processors', name: sql<string>`title`, price: 'price_paise' },
  chipset: { table: 'chipsets', name: sql<string>`chipset_name`, price: 'chipset_price_paise' },
  ram: { table: 'rams', name: sql<string>`ram_name`, price: 'ram_price_paise' },
  gpu: { table: 'gpus', name: sql<string>`gpubrand || ' ' || gpumodel`, price: 'price_paise' },
  cooler: { table: 'coolers', name: sql<string>`coolername`, price: 'price_paise' },
  storage: { table: 'storages', name: sql<string>`storagename`, price: 'price_paise' },
  psu: { table: 'psus', name: sql<string>`psuname`, price: 'price_paise' },
  cabinet: {
    table: 'cabinets',
    name: sql<string>`cabinetbrand || ' ' || cabinetmodel`,
    price: 'price_paise',
  },
} as const satisfies Record<string, { table: string; name: RawBuilder<string>; price: string }>;
export type PartKind = keyof typeof PART_KINDS;

export interface StockRow {
  id: string;
  name: string;
  price_paise: number;
  in_stock: boolean;
  stock_qty: number | null;
}

export interface StockChange {
  pricePaise?: number | undefined;
  inStock?: boolean | undefined;
  stockQty?: number | null | undefined;
}

/**
 * Prices and stock of the parts, as staff edit them. The tables' triggers move
 * catalogue_version, so every instance's in-memory catalogue reloads on its next read.
 */
export function createStockRepository(db: Db) {
  // The eight tables differ in their name and price columns only.
  const parts = db as unknown as Kysely<Record<string, StockRow & Record<string, unknown>>>;
  const select = (kind: PartKind) => {
    const { table, name, price } = PART_KINDS[kind];
    return parts
      .selectFrom(table)
      .select([
        'id',
        name.as('name'),
        sql<number>`${sql.ref(price)}`.as('price_paise'),
        'in_stock',
        'stock_qty',
      ]);
  };
  return {
    async list(kind: PartKind): Promise<StockRow[]> {
      return (await select(kind).orderBy('position').orderBy('id').execute()) as StockRow[];
    },

    async find(kind: PartKind, id: string): Promise<StockRow | undefined> {
      return (await select(kind).where('id', '=', id).executeTakeFirst()) as StockRow | undefined;
    },

    /** Applies a change; false when there is no such part. */
    async update(kind: PartKind, id: string, change: StockChange): Promise<boolean> {
      const { table, price } = PART_KINDS[kind];
      const set: Record<string, unknown> = {};
      if (change.pricePaise !== undefined) set[price] = change.pricePaise;
      if (change.inStock !== undefined) set.in_stock = change.inStock;
      if (change.stockQty !== undefined) set.stock_qty = change.stockQty;
      if (Object.keys(set).length === 0) return (await this.find(kind, id)) !== undefined;
      const result = await parts
        .updateTable(table)
        .set(set)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Takes up to `qty` of a counted part for an order (none when it is not counted) and answers
     * how many it took; the last one taken puts the part out of stock, as a count of 0 does.
     */
    async take(kind: PartKind, id: string, qty: number): Promise<number> {
      const { table } = PART_KINDS[kind];
      const row = await parts
        .selectFrom(table)
        .select('stock_qty')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      const counted = row?.stock_qty ?? null;
      if (counted === null) return 0;
      const taken = Math.min(qty, counted);
      if (taken === 0) return 0;
      const left = counted - taken;
      await parts
        .updateTable(table)
        .set({ stock_qty: left, ...(left === 0 && { in_stock: false }) })
        .where('id', '=', id)
        .execute();
      return taken;
    },

    /** Puts back what an order took; a positive count is in stock again. */
    async giveBack(kind: PartKind, id: string, qty: number): Promise<void> {
      const { table } = PART_KINDS[kind];
      await parts
        .updateTable(table)
        .set((eb) => ({ stock_qty: eb('stock_qty', '+', qty), in_stock: true }))
        .where('id', '=', id)
        .where('stock_qty', 'is not', null)
        .execute();
    },
  };
}
