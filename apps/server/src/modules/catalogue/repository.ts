import type { Catalogue } from '@shop/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { CATALOGUE_TABLES, type CatalogueTableName, PART_ROWS } from './part-rows';

export type StoredPart = { row: unknown; inStock: boolean };
export type StoredCatalogue = {
  /** The catalogue_version the rows were read at. */
  version: number;
  tables: Record<CatalogueTableName, StoredPart[]>;
};

type AnyPartRow = Record<string, unknown> & { id: string; in_stock: boolean };

export function createCatalogueRepository(db: Kysely<Database>) {
  // The eight part tables differ only in their columns, so one untyped statement serves them
  // all; PART_ROWS types each table's columns.
  const parts = db as unknown as Kysely<Record<string, AnyPartRow>>;

  return {
    /** Moves on every change to any catalogue table (a trigger keeps it). */
    async version(): Promise<number> {
      const { version } = await db
        .selectFrom('catalogue_version')
        .select('version')
        .executeTakeFirstOrThrow();
      return version;
    },

    /** Every part of every table in file order, in stock or not, as of one moment. */
    async loadAll(): Promise<StoredCatalogue> {
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          const version = await createCatalogueRepository(trx).version();
          const tables = {} as StoredCatalogue['tables'];
          for (const table of CATALOGUE_TABLES) {
            const rows = await (trx as unknown as typeof parts)
              .selectFrom(table as string)
              .selectAll()
              .orderBy('position')
              .orderBy('id')
              .execute();
            tables[table] = rows.map((row) => ({
              row: PART_ROWS[table].fromRow(row as never),
              inStock: row.in_stock === true,
            }));
          }
          return { version, tables };
        });
    },

    /**
     * Makes a table hold exactly these parts, in this order: upserts by id and removes the rest.
     * Stock is left as the shop set it; new parts start in stock.
     */
    async replaceTable<Table extends CatalogueTableName>(
      table: Table,
      list: readonly Catalogue[Table][number][],
    ): Promise<void> {
      const rows = list.map(
        (part, position) => PART_ROWS[table].toRow(part, position) as unknown as AnyPartRow,
      );
      const [first] = rows;
      if (first) {
        const columns = Object.keys(first).filter((column) => column !== 'id');
        await parts
          .insertInto(table as string)
          .values(rows)
          .onConflict((conflict) =>
            conflict
              .column('id')
              .doUpdateSet(
                Object.fromEntries(
                  columns.map((column) => [column, sql.ref(`excluded.${column}`)]),
                ),
              ),
          )
          .execute();
      }
      const ids = rows.map((row) => row.id);
      let removal = parts.deleteFrom(table as string);
      if (ids.length > 0) removal = removal.where('id', 'not in', ids);
      await removal.execute();
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
