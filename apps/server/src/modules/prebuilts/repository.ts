import type { PrebuiltDefinition } from '@shop/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** A prebuilts row as read back: checked with the domain's schema before use. */
export type StoredPrebuilt = { row: unknown; inStock: boolean };
export type StoredPrebuilts = { version: number; rows: StoredPrebuilt[] };

export function createPrebuiltsRepository(db: Kysely<Database>) {
  return {
    /** Moves on every change to prebuilts (a trigger keeps it). */
    async version(): Promise<number> {
      const { version } = await db
        .selectFrom('prebuilts_version')
        .select('version')
        .executeTakeFirstOrThrow();
      return version;
    },

    /** Every machine in file order, in stock or not, with the version they were read at. */
    async loadAll(): Promise<StoredPrebuilts> {
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          const version = await createPrebuiltsRepository(trx).version();
          const rows = await trx
            .selectFrom('prebuilts')
            .selectAll()
            .orderBy('position')
            .orderBy('id')
            .execute();
          return {
            version,
            rows: rows.map((row) => ({
              row: {
                id: row.id,
                useCase: row.use_case,
                name: row.name,
                description: row.description,
                selection: row.selection,
              },
              inStock: row.in_stock,
            })),
          };
        });
    },

    /**
     * Makes the table hold exactly these machines, in this order: upserts by id and removes the
     * rest. Stock is left as the shop set it; new machines start in stock.
     */
    async replaceAll(list: readonly PrebuiltDefinition[]): Promise<void> {
      const ids = list.map((machine) => machine.id);
      let removal = db.deleteFrom('prebuilts');
      if (ids.length > 0) removal = removal.where('id', 'not in', ids);
      await removal.execute();
      if (list.length === 0) return;
      await db
        .insertInto('prebuilts')
        .values(
          list.map((machine, position) => ({
            id: machine.id,
            position,
            use_case: machine.useCase,
            name: machine.name,
            description: machine.description,
            selection: JSON.stringify(machine.selection),
          })),
        )
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet((update) => ({
            position: update.ref('excluded.position'),
            use_case: update.ref('excluded.use_case'),
            name: update.ref('excluded.name'),
            description: update.ref('excluded.description'),
            selection: update.ref('excluded.selection'),
          })),
        )
        .execute();
    },
  };
}
