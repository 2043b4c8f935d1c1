// For tests only: reads the data files from disk, which the domain itself never does.
import { readFileSync } from 'node:fs';
import { type Catalogue, catalogueSchema } from '../configurator/catalogue';

const TABLES = [
  'processors',
  'rams',
  'chipsets',
  'gpus',
  'coolers',
  'storages',
  'psus',
  'cabinets',
];

/** The shop's catalogue as data/catalogue holds it, for tests about the real parts. */
export function loadRealCatalogue(): Catalogue {
  const folder = new URL('../../../../data/catalogue/', import.meta.url);
  const raw = Object.fromEntries(
    TABLES.map((table) => [
      table,
      JSON.parse(readFileSync(new URL(`${table}.json`, folder), 'utf8')),
    ]),
  );
  return catalogueSchema.parse(raw);
}

const ID_FIELDS = {
  processors: 'idcomp',
  rams: 'idram',
  chipsets: 'idchipset',
  gpus: 'idgpu',
  coolers: 'idcooler',
  storages: 'idstorage',
  psus: 'idpsu',
  cabinets: 'idcabinet',
} as const;

/**
 * The catalogue with each part there `times` times over, for measuring the configurator on a
 * large shop: every copy keeps its part's specification under its own id, a percent dearer per
 * copy. The box cooler and the "Not Available" drive stay single, as the catalogue requires.
 */
export function catalogueTimes(catalogue: Catalogue, times: number): Catalogue {
  const single = (row: Record<string, unknown>) =>
    row.coolertype === 'box' || row.storagetype === 'none';
  const copies = Object.fromEntries(
    Object.entries(ID_FIELDS).map(([table, idField]) => {
      const rows = catalogue[table as keyof Catalogue] as Record<string, unknown>[];
      const all = rows.flatMap((row) =>
        single(row)
          ? [row]
          : Array.from({ length: times }, (_, copy) =>
              copy === 0
                ? row
                : {
                    ...row,
                    [idField]: `${row[idField]}-${copy}`,
                    price: Math.round((row.price as number) * (1 + copy / 100)),
                  },
            ),
      );
      return [table, all];
    }),
  );
  return catalogueSchema.parse(copies);
}
