// The catalogue changed straight in its table, as staff change it by hand, for tests of what the
// shop answers after: an item out of stock, a price moved.
import type { Kysely } from 'kysely';
import type { Database } from '../src/platform/db/schema';

type Db = Kysely<Database>;

/** A catalogue item, by its kind ('gpu', 'accessory', 'prebuilt', ...) and id. */
export type CatalogueItemKey = { kind: string; id: string };

export function setInStock(db: Db, { kind, id }: CatalogueItemKey, inStock: boolean) {
  return db
    .updateTable('catalogue_items')
    .where('kind', '=', kind)
    .set({ in_stock: inStock })
    .where('id', '=', id)
    .execute();
}

/** Moves the item's price by `changePaise`; below zero lowers it. */
export function changePrice(db: Db, { kind, id }: CatalogueItemKey, changePaise: number) {
  return db
    .updateTable('catalogue_items')
    .where('kind', '=', kind)
    .set((update) => ({ price_paise: update('price_paise', '+', changePaise) }))
    .where('id', '=', id)
    .execute();
}

/** Runs `check` with the item out of stock, then puts it back in stock, however `check` ended. */
export async function whileOutOfStock(
  db: Db,
  item: CatalogueItemKey,
  check: () => Promise<void>,
): Promise<void> {
  await setInStock(db, item, false);
  try {
    await check();
  } finally {
    await setInStock(db, item, true);
  }
}

/** Runs `check` with the item's price raised by `raisePaise`, then puts the price back. */
export async function whilePriceRaised(
  db: Db,
  item: CatalogueItemKey,
  raisePaise: number,
  check: () => Promise<void>,
): Promise<void> {
  await changePrice(db, item, raisePaise);
  try {
    await check();
  } finally {
    await changePrice(db, item, -raisePaise);
  }
}
