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
