import {
  CATALOGUE_ITEM_KINDS,
  type CatalogueItemKind,
  documentOfItem,
  idOfItem,
  itemFromDocument,
  type Photo,
  rupeesOfItem,
  rupeesToPaise,
  type StoredCatalogueItems,
} from '@shop/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The console's view of an item: its columns, its document as the domain shapes it. */
export type ItemRow = {
  kind: CatalogueItemKind;
  id: string;
  position: number;
  pricePaise: number | null;
  inStock: boolean;
  stockQty: number | null;
  active: boolean;
  revision: number;
  item: unknown;
};

const kindOrder = sql<number>`array_position(array[${sql.join(
  CATALOGUE_ITEM_KINDS.map((kind) => sql.lit(kind)),
)}]::text[], kind)`;

function toItemRow(row: {
  kind: string;
  id: string;
  position: number;
  price_paise: number | null;
  in_stock: boolean;
  stock_qty: number | null;
  active: boolean;
  revision: number;
  document: unknown;
}): ItemRow {
  const kind = row.kind as CatalogueItemKind;
  const pricePaise = row.price_paise === null ? null : Number(row.price_paise);
  return {
    kind,
    id: row.id,
    position: row.position,
    pricePaise,
    inStock: row.in_stock,
    stockQty: row.stock_qty,
    active: row.active,
    revision: row.revision,
    item: itemFromDocument(kind, { id: row.id, pricePaise }, row.document),
  };
}

/**
 * Everything the shop sells in one table (docs/decisions/090-one-document-per-catalogue-item.md).
 * Its trigger moves catalogue_items_version, so every instance's stores reload on their next read.
 */
export function createCatalogueItemsRepository(db: Db) {
  const columns = [
    'kind',
    'id',
    'position',
    'price_paise',
    'in_stock',
    'stock_qty',
    'active',
    'revision',
    'document',
  ] as const;
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
      const read = async (trx: Db) => {
        const version = await createCatalogueItemsRepository(trx).version();
        const rows = await trx
          .selectFrom('catalogue_items')
          .select(columns)
          .where('kind', 'in', kinds)
          .where('active', '=', true)
          .orderBy(kindOrder)
          .orderBy('position')
          .orderBy('id')
          .execute();
        return {
          version,
          items: rows.map((row) => {
            const { kind, id, item, inStock } = toItemRow(row);
            return { kind, id, item, inStock };
          }),
        };
      };
      if (db.isTransaction) return read(db);
      return (db as Kysely<Database>)
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(read);
    },

    /** Every item of a kind (or all), published or not, for staff. */
    async list(kind: CatalogueItemKind | 'all'): Promise<ItemRow[]> {
      let query = db.selectFrom('catalogue_items').select(columns);
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
        .select(columns)
        .where('kind', '=', kind)
        .where('id', '=', id);
      if (lock) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      return row && toItemRow(row);
    },

    /**
     * Makes the seeded items of a kind hold exactly this list, in this order: upserts by id and
     * removes seeded items the file no longer holds. Items staff created or edited are theirs and
     * left alone; stock is left as the shop set it; new items start in stock.
     */
    async replaceSeeded(kind: CatalogueItemKind, list: readonly object[]): Promise<void> {
      const ids = list.map((item) => idOfItem(kind, item));
      let removal = db
        .deleteFrom('catalogue_items')
        .where('kind', '=', kind)
        .where('origin', '=', 'seed');
      if (ids.length > 0) removal = removal.where('id', 'not in', ids);
      await removal.execute();
      if (list.length === 0) return;
      await db
        .insertInto('catalogue_items')
        .values(
          list.map((item, position) => {
            const rupees = rupeesOfItem(kind, item);
            return {
              kind,
              id: idOfItem(kind, item),
              position,
              price_paise: rupees === null ? null : rupeesToPaise(rupees),
              document: JSON.stringify(documentOfItem(kind, item)),
            };
          }),
        )
        .onConflict((conflict) =>
          conflict
            .columns(['kind', 'id'])
            .doUpdateSet((update) => ({
              position: update.ref('excluded.position'),
              price_paise: update.ref('excluded.price_paise'),
              document: update.ref('excluded.document'),
              revision: sql`catalogue_items.revision + 1`,
            }))
            .where('catalogue_items.origin', '=', 'seed'),
        )
        .execute();
    },

    /** Adds an item staff made, after the last of its kind, unpublished until they publish it. */
    async insert(kind: CatalogueItemKind, item: object, now: Date): Promise<void> {
      const rupees = rupeesOfItem(kind, item);
      const last = await db
        .selectFrom('catalogue_items')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('kind', '=', kind)
        .executeTakeFirst();
      await db
        .insertInto('catalogue_items')
        .values({
          kind,
          id: idOfItem(kind, item),
          position: (last?.position ?? -1) + 1,
          price_paise: rupees === null ? null : rupeesToPaise(rupees),
          active: false,
          origin: 'staff',
          document: JSON.stringify(documentOfItem(kind, item)),
          updated_at: now,
        })
        .execute();
    },

    /** Replaces an item's document and price: from now on it is staff's, not the data file's. */
    async replaceDocument(kind: CatalogueItemKind, item: object, now: Date): Promise<void> {
      const rupees = rupeesOfItem(kind, item);
      await db
        .updateTable('catalogue_items')
        .set({
          price_paise: rupees === null ? null : rupeesToPaise(rupees),
          document: JSON.stringify(documentOfItem(kind, item)),
          origin: 'staff',
          revision: sql`revision + 1`,
          updated_at: now,
        })
        .where('kind', '=', kind)
        .where('id', '=', idOfItem(kind, item))
        .execute();
    },

    /**
     * Swaps an item's position with its neighbour's in that direction among its kind; false when
     * it is already first (up) or last (down).
     */
    async move(kind: CatalogueItemKind, id: string, direction: 'up' | 'down'): Promise<boolean> {
      const row = await this.find(kind, id);
      if (!row) return false;
      const neighbour = await db
        .selectFrom('catalogue_items')
        .select(['id', 'position'])
        .where('kind', '=', kind)
        .where('position', direction === 'up' ? '<' : '>', row.position)
        .orderBy('position', direction === 'up' ? 'desc' : 'asc')
        .limit(1)
        .executeTakeFirst();
      if (!neighbour) return false;
      const place = (itemId: string, position: number) =>
        db
          .updateTable('catalogue_items')
          .set({ position, revision: sql`revision + 1` })
          .where('kind', '=', kind)
          .where('id', '=', itemId)
          .execute();
      await place(id, neighbour.position);
      await place(neighbour.id, row.position);
      return true;
    },

    /** Adds a photo after the item's others: the item is staff's from now on. */
    async addPhoto(kind: CatalogueItemKind, id: string, photo: Photo, now: Date): Promise<void> {
      await db
        .updateTable('catalogue_items')
        .set({
          document: sql`jsonb_set(document, '{photos}', coalesce(document->'photos', '[]'::jsonb) || jsonb_build_array(${JSON.stringify(photo)}::jsonb))`,
          origin: 'staff',
          revision: sql`revision + 1`,
          updated_at: now,
        })
        .where('kind', '=', kind)
        .where('id', '=', id)
        .execute();
    },

    /** Applies a change of price, stock, count or publication; false when there is no such item. */
    async update(
      kind: CatalogueItemKind,
      id: string,
      change: {
        pricePaise?: number | undefined;
        inStock?: boolean | undefined;
        stockQty?: number | null | undefined;
        active?: boolean | undefined;
      },
    ): Promise<boolean> {
      const set = {
        ...(change.pricePaise !== undefined && { price_paise: change.pricePaise }),
        ...(change.inStock !== undefined && { in_stock: change.inStock }),
        ...(change.stockQty !== undefined && { stock_qty: change.stockQty }),
        ...(change.active !== undefined && { active: change.active }),
      };
      if (Object.keys(set).length === 0) return (await this.find(kind, id)) !== undefined;
      const result = await db
        .updateTable('catalogue_items')
        .set({ ...set, revision: sql`revision + 1` })
        .where('kind', '=', kind)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

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

export type CatalogueItemsRepository = ReturnType<typeof createCatalogueItemsRepository>;
