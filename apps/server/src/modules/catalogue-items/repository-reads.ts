import {
  CATALOGUE_ITEM_KINDS,
  type CatalogueItemKind,
  type StoredCatalogueItems,
} from '@shop/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type Db, ITEM_COLUMNS, type ItemRow, kindOrder, toItemRow } from './repository-rows';

/** In one repeatable-read transaction (or the caller's), so the rows are as of their version. */
function asOfOneMoment<T>(db: Db, read: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return read(db);
  return (db as Kysely<Database>).transaction().setIsolationLevel('repeatable read').execute(read);
}

/** The version and the published items of these kinds, in kind and position order. */
async function publishedAt(trx: Db, kinds: readonly CatalogueItemKind[]) {
  const version = await itemReads(trx).version();
  const rows = await trx
    .selectFrom('catalogue_items')
    .select(ITEM_COLUMNS)
    .where('kind', 'in', kinds)
    .where('active', '=', true)
    .orderBy(kindOrder)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return { version, rows };
}

/** The catalogue's reads: its version, the published items, staff's lists and single items. */
export function itemReads(db: Db) {
  return {
    async version(): Promise<number> {
      const { version } = await db
        .selectFrom('catalogue_items_version')
        .select('version')
        .executeTakeFirstOrThrow();
      return version;
    },

    /** The published items of these kinds, in kind and position order, as of one moment. */
    async loadPublished(kinds: readonly CatalogueItemKind[]): Promise<StoredCatalogueItems> {
      return asOfOneMoment(db, async (trx) => {
        const { version, rows } = await publishedAt(trx, kinds);
        return {
          version,
          items: rows.map((row) => {
            const { kind, id, item, inStock } = toItemRow(row);
            return { kind, id, item, inStock };
          }),
        };
      });
    },

    /** Every published item with its price and stock, as of one moment: what is on sale. */
    async loadOnSale(): Promise<{ version: number; rows: ItemRow[] }> {
      return asOfOneMoment(db, async (trx) => {
        const { version, rows } = await publishedAt(trx, CATALOGUE_ITEM_KINDS);
        return { version, rows: rows.map(toItemRow) };
      });
    },

    /** Every item of a kind (or all), published or not, for staff. */
    async list(kind: CatalogueItemKind | 'all'): Promise<ItemRow[]> {
      let query = db.selectFrom('catalogue_items').select(ITEM_COLUMNS);
      if (kind !== 'all') query = query.where('kind', '=', kind);
      const rows = await query.orderBy(kindOrder).orderBy('position').orderBy('id').execute();
      return rows.map(toItemRow);
    },

    /**
     * How many published items are out of stock or counted at `lowAt` or fewer: the same test as
     * the low-stock list's (catalogue/stock-items.ts), counted here rather than over every document.
     */
    async countLow(lowAt: number): Promise<number> {
      const { total } = await db
        .selectFrom('catalogue_items')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where('active', '=', true)
        .where((eb) => eb.or([eb('in_stock', '=', false), eb('stock_qty', '<=', lowAt)]))
        .executeTakeFirstOrThrow();
      return Number(total);
    },

    async find(kind: CatalogueItemKind, id: string, lock = false): Promise<ItemRow | undefined> {
      let query = db
        .selectFrom('catalogue_items')
        .select(ITEM_COLUMNS)
        .where('kind', '=', kind)
        .where('id', '=', id);
      if (lock) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      return row && toItemRow(row);
    },
  };
}
