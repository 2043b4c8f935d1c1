import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import {
  type Catalogue,
  cabinetSchema,
  chipsetSchema,
  coolerSchema,
  gpuSchema,
  processorSchema,
  psuSchema,
  ramSchema,
  type Selection,
  type SelectionField,
  storageSchema,
} from '@shop/domain';
import type { z } from 'zod';
import { CATALOGUE_TABLES, type CatalogueTableName, ID_FIELDS } from './part-rows';
import type { StoredCatalogue } from './repository';

const PART_SCHEMAS: { [Table in CatalogueTableName]: z.ZodType<Catalogue[Table][number]> } = {
  processors: processorSchema,
  chipsets: chipsetSchema,
  rams: ramSchema,
  gpus: gpuSchema,
  coolers: coolerSchema,
  storages: storageSchema,
  psus: psuSchema,
  cabinets: cabinetSchema,
};

/** The selection fields that hold a part id, and the table the id is from. */
const PART_FIELDS: readonly (readonly [SelectionField, CatalogueTableName])[] = [
  ['processor', 'processors'],
  ['chipset', 'chipsets'],
  ['ramSize', 'rams'],
  ['gpuModel', 'gpus'],
  ['cooler', 'coolers'],
  ['primaryStorage', 'storages'],
  ['secondaryStorage', 'storages'],
  ['psu', 'psus'],
  ['cabinetModel', 'cabinets'],
];

/** The fetchAllComponents answer, serialized and compressed once per catalogue change. */
export type EncodedBody = {
  /** Strong validator of the uncompressed bytes; each encoding gets its own suffix. */
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
};

/** The catalogue as of one catalogue_version: never mutated, replaced whole when it changes. */
export interface CatalogueSnapshot {
  readonly version: number;
  /** Every part the shop knows, in stock or not: what saved builds are checked and priced with. */
  readonly all: Catalogue;
  /** What the configurator offers: the parts in stock. */
  readonly offered: Catalogue;
  readonly fetchAllComponents: EncodedBody;
  /** Names of the chosen parts that the shop knows but has marked out of stock. */
  outOfStockParts(selection: Selection): string[];
}

export type InvalidRow = { table: CatalogueTableName; id: string; problem: string };

/**
 * Checks each stored row with its part schema. A row edited by hand into something the shop
 * cannot show is left out (reported through onInvalidRow) rather than failing every page.
 */
export async function createSnapshot(
  stored: StoredCatalogue,
  onInvalidRow: (invalid: InvalidRow) => void,
): Promise<CatalogueSnapshot> {
  const all = {} as Record<CatalogueTableName, unknown[]>;
  const offered = {} as Record<CatalogueTableName, unknown[]>;
  const outOfStock = new Map<string, string>();
  for (const table of CATALOGUE_TABLES) {
    all[table] = [];
    offered[table] = [];
    for (const { row, inStock } of stored.tables[table]) {
      const parsed = PART_SCHEMAS[table].safeParse(row);
      if (!parsed.success) {
        const id = String((row as Record<string, unknown>)[ID_FIELDS[table]]);
        onInvalidRow({ table, id, problem: parsed.error.issues[0]?.message ?? 'invalid' });
        continue;
      }
      all[table].push(parsed.data);
      if (inStock) offered[table].push(parsed.data);
      else outOfStock.set(`${table}:${idOf(table, parsed.data)}`, nameOf(table, parsed.data));
    }
  }
  const offeredCatalogue = offered as Catalogue;
  return {
    version: stored.version,
    all: all as Catalogue,
    offered: offeredCatalogue,
    fetchAllComponents: await encode(offeredCatalogue),
    outOfStockParts: (selection) =>
      PART_FIELDS.flatMap(([field, table]) => {
        const name = outOfStock.get(`${table}:${selection[field]}`);
        return name === undefined ? [] : [name];
      }),
  };
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function encode(catalogue: Catalogue): Promise<EncodedBody> {
  const identity = Buffer.from(JSON.stringify(catalogue));
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const etag = createHash('sha256').update(identity).digest('base64url').slice(0, 32);
  return { etag, identity, gzip: gzipped, br: brotli };
}

function idOf(table: CatalogueTableName, part: object): string {
  return String((part as Record<string, unknown>)[ID_FIELDS[table]]);
}

/** What the visitor reads for a part, as in the build object. */
function nameOf(table: CatalogueTableName, part: object): string {
  const row = part as Record<string, unknown>;
  const names: Record<CatalogueTableName, () => unknown> = {
    processors: () => row.title,
    chipsets: () => row.chipsetName,
    rams: () => row.ramName,
    gpus: () => row.gpumodel,
    coolers: () => row.coolername,
    storages: () => row.storagename,
    psus: () => row.psuname,
    cabinets: () => `${row.cabinetbrand} ${row.cabinetmodel}`,
  };
  return String(names[table]());
}
