import {
  type CatalogueItemKind,
  documentOfItem,
  idOfItem,
  type Photo,
  rupeesOfItem,
  rupeesToPaise,
} from '@shop/domain';
import { sql } from 'kysely';
import { itemReads } from './repository-reads';
import type { Db } from './repository-rows';

/** What the seeders and staff change: documents, prices, stock flags, order and photos. */
export function itemWrites(db: Db) {
  return {
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
      const row = await itemReads(db).find(kind, id);
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
      if (Object.keys(set).length === 0) return (await itemReads(db).find(kind, id)) !== undefined;
      const result = await db
        .updateTable('catalogue_items')
        .set({ ...set, revision: sql`revision + 1` })
        .where('kind', '=', kind)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
