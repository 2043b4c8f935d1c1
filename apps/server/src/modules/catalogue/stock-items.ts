import {
  CATALOGUE_KIND_SHAPES,
  type CatalogueItemKind,
  isPartKind,
  LOW_STOCK_AT,
  type StockItem,
  type StockItemKind,
} from '@shop/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { createCatalogueItemsService, type ItemRow } from '../catalogue-items/service';

type Db = Kysely<Database> | Transaction<Database>;

export interface StockChange {
  pricePaise?: number | undefined;
  inStock?: boolean | undefined;
  stockQty?: number | null | undefined;
}

/** An item's row as the stock list shows it. */
export function stockItemOf(row: ItemRow): StockItem {
  const { kind, stockQty, inStock } = row;
  const named = row.item as never;
  return {
    kind,
    id: row.id,
    name: CATALOGUE_KIND_SHAPES[kind].nameOf(named),
    price: row.pricePaise === null ? null : row.pricePaise / 100,
    inStock,
    stockQty,
    low: !inStock || (stockQty !== null && stockQty <= LOW_STOCK_AT),
  };
}

/**
 * What the shop sells, with price and stock, of one kind or of all (docs/api/staff-console.md#catalogue),
 * from the stock list of one catalogue version (stock-list.ts). The console's low-stock list and the
 * dashboard's Low stock count apply the same test, so the count is always the length of the list the
 * tile opens. Unpublished items are not on sale, so not listed.
 */
export function stockItemsOf(
  onSale: readonly StockItem[],
  kind: StockItemKind | 'all',
  onlyLow: boolean,
): StockItem[] {
  return onSale.filter(
    (entry) => (kind === 'all' || entry.kind === kind) && (!onlyLow || entry.low),
  );
}

/**
 * The length of the low-stock list of all kinds (`stockItemsOf(onSale, 'all', true)`),
 * counted by the database with the same test: the dashboard's tile, without reading every item.
 */
export async function countLowStockItems(db: Db): Promise<number> {
  return createCatalogueItemsService(db).countLow(LOW_STOCK_AT);
}

/** One item with its price and stock, or undefined when the shop has none by that id. */
export async function findStockItem(
  db: Db,
  kind: StockItemKind,
  id: string,
): Promise<StockItem | undefined> {
  const row = await createCatalogueItemsService(db).find(kind, id);
  return row && stockItemOf(row);
}

/** Writes a change to the item's row: a pre-built holds only its in-stock flag. */
export async function updateStockItem(
  db: Db,
  kind: StockItemKind,
  id: string,
  change: StockChange,
): Promise<void> {
  const kept = kind === 'prebuilt' ? { inStock: change.inStock } : change;
  await createCatalogueItemsService(db).update(kind, id, kept);
}

/** The audit log's area for a change: every part kind is a part. */
export const stockAreaOf = (kind: CatalogueItemKind) => (isPartKind(kind) ? 'part' : kind);
