import { type Accessory, rupeesToPaise } from '@shop/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** An accessories row as read back: checked with the domain's schema before use. */
export type StoredAccessory = { row: unknown; inStock: boolean };
export type StoredAccessories = { version: number; rows: StoredAccessory[] };

export function createAccessoriesRepository(db: Kysely<Database>) {
  return {
    /** Moves on every change to accessories (a trigger keeps it). */
    async version(): Promise<number> {
      const { version } = await db
        .selectFrom('accessories_version')
        .select('version')
        .executeTakeFirstOrThrow();
      return version;
    },

    /** Every add-on in file order, in stock or not, with the version they were read at. */
    async loadAll(): Promise<StoredAccessories> {
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          const version = await createAccessoriesRepository(trx).version();
          const rows = await trx
            .selectFrom('accessories')
            .selectAll()
            .orderBy('position')
            .orderBy('id')
            .execute();
          return {
            version,
            rows: rows.map((row) => ({
              row: {
                id: row.id,
                category: row.category,
                itemShort: row.item_short,
                item: row.item,
                // A hand-edited price in part-rupees then fails the schema rather than rounding.
                price: row.price_paise / 100,
                warranty: row.warranty,
                colour: row.colour,
                facts: row.facts,
              },
              inStock: row.in_stock,
            })),
          };
        });
    },

    /**
     * Makes the table hold exactly these add-ons, in this order: upserts by id and removes the
     * rest. Stock is left as the shop set it; new add-ons start in stock.
     */
    async replaceAll(list: readonly Accessory[]): Promise<void> {
      const ids = list.map((accessory) => accessory.id);
      let removal = db.deleteFrom('accessories');
      if (ids.length > 0) removal = removal.where('id', 'not in', ids);
      await removal.execute();
      if (list.length === 0) return;
      await db
        .insertInto('accessories')
        .values(
          list.map((accessory, position) => ({
            id: accessory.id,
            position,
            category: accessory.category,
            item_short: accessory.itemShort,
            item: accessory.item,
            price_paise: rupeesToPaise(accessory.price),
            warranty: accessory.warranty,
            colour: accessory.colour,
            facts: JSON.stringify(accessory.facts),
          })),
        )
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet((update) => ({
            position: update.ref('excluded.position'),
            category: update.ref('excluded.category'),
            item_short: update.ref('excluded.item_short'),
            item: update.ref('excluded.item'),
            price_paise: update.ref('excluded.price_paise'),
            warranty: update.ref('excluded.warranty'),
            colour: update.ref('excluded.colour'),
            facts: update.ref('excluded.facts'),
          })),
        )
        .execute();
    },
  };
}

export type AccessoriesRepository = ReturnType<typeof createAccessoriesRepository>;
