import { LOW_STOCK_AT, type StockItem, type StockItemKind } from '@shop/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { createAccessoriesService } from '../accessories/service';
import { createPrebuiltsStockService } from '../prebuilts/service';
import {
  createStockRepository,
  PART_KINDS,
  type PartKind,
  type StockChange,
} from './stock-repository';

type Db = Kysely<Database> | Transaction<Database>;

const isPart = (kind: StockItemKind): kind is PartKind => kind in PART_KINDS;

/** Every kind the console lists: the parts' kinds, then add-ons, then pre-builts. */
const EVERY_KIND: readonly StockItemKind[] = [
  ...(Object.keys(PART_KINDS) as PartKind[]),
  'accessory',
  'prebuilt',
];

function item(
  kind: StockItemKind,
  row: {
    id: string;
    name: string;
    in_stock: boolean;
    price_paise?: number;
    stock_qty?: number | null;
  },
): StockItem {
  const stockQty = row.stock_qty ?? null;
  return {
    kind,
    id: row.id,
    name: row.name,
    price: row.price_paise === undefined ? null : row.price_paise / 100,
    inStock: row.in_stock,
    stockQty,
    low: !row.in_stock || (stockQty !== null && stockQty <= LOW_STOCK_AT),
  };
}

async function listKind(db: Db, kind: StockItemKind): Promise<StockItem[]> {
  if (isPart(kind))
    return (await createStockRepository(db).list(kind)).map((row) => item(kind, row));
  if (kind === 'accessory') {
    return (await createAccessoriesService(db).listStock()).map((row) => item(kind, row));
  }
  return (await createPrebuiltsStockService(db).listStock()).map((row) => item(kind, row));
}

/**
 * What the shop sells, with price and stock, of one kind or of all (docs/api/staff-console.md#catalogue).
 * The console's low-stock list and the dashboard's Low stock count both read it, so the count is
 * always the length of the list the tile opens.
 */
export async function listStockItems(db: Db, kind: StockItemKind | 'all'): Promise<StockItem[]> {
  const items: StockItem[] = [];
  for (const each of kind === 'all' ? EVERY_KIND : [kind]) {
    items.push(...(await listKind(db, each)));
  }
  return items;
}

/** One item with its price and stock, or undefined when the shop has none by that id. */
export async function findStockItem(
  db: Db,
  kind: StockItemKind,
  id: string,
): Promise<StockItem | undefined> {
  if (isPart(kind)) {
    const row = await createStockRepository(db).find(kind, id);
    return row && item(kind, row);
  }
  if (kind === 'accessory') {
    const row = await createAccessoriesService(db).findStock(id);
    return row && item(kind, row);
  }
  const row = await createPrebuiltsStockService(db).findStock(id);
  return row && item(kind, row);
}

/** Writes a change to the item's own table: a pre-built holds only its in-stock flag. */
export async function updateStockItem(
  db: Db,
  kind: StockItemKind,
  id: string,
  change: StockChange,
): Promise<void> {
  if (isPart(kind)) await createStockRepository(db).update(kind, id, change);
  else if (kind === 'accessory') await createAccessoriesService(db).updateStock(id, change);
  else if (change.inStock !== undefined) {
    await createPrebuiltsStockService(db).setInStock(id, change.inStock);
  }
}

/** The audit log's area for a change: every part kind is a part. */
export const stockAreaOf = (kind: StockItemKind) => (isPart(kind) ? 'part' : kind);
