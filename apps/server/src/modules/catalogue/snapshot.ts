import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import {
  type Catalogue,
  cabinetSchema,
  chipsetSchema,
  completeSelectionProblems,
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

/**
 * The fetchAllComponents answer, serialized once per catalogue change and compressed at most
 * once per coding, on the first request that asks for it.
 */
export type EncodedBody = {
  /** Strong validator of the uncompressed bytes; each coding gets its own suffix. */
  etag: string;
  identity: Buffer;
  encoded(coding: 'gzip' | 'br'): Promise<Buffer>;
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
  /**
   * Why the selection cannot be sold today, first problem first: missing or unknown parts, broken
   * rules (SPEC §5), then parts out of stock. Empty when it can.
   */
  saleProblems(selection: Selection): string[];
}

export type InvalidRow = { table: CatalogueTableName; id: string; problem: string };

/**
 * Checks each stored row with its part schema. A row edited by hand into something the shop
 * cannot show is left out (reported through onInvalidRow) rather than failing every page.
 */
export function createSnapshot(
  stored: StoredCatalogue,
  onInvalidRow: (invalid: InvalidRow) => void,
): CatalogueSnapshot {
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
  const allCatalogue = all as Catalogue;
  const offeredCatalogue = offered as Catalogue;
  const outOfStockParts = (selection: Selection) =>
    PART_FIELDS.flatMap(([field, table]) => {
      const name = outOfStock.get(`${table}:${selection[field]}`);
      return name === undefined ? [] : [name];
    });
  return {
    version: stored.version,
    all: allCatalogue,
    offered: offeredCatalogue,
    fetchAllComponents: encode(offeredCatalogue),
    outOfStockParts,
    saleProblems: (selection) => [
      ...completeSelectionProblems(allCatalogue, selection),
      ...outOfStockParts(selection).map((name) => `${name} is out of stock`),
    ],
  };
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

function encode(catalogue: Catalogue): EncodedBody {
  const identity = Buffer.from(JSON.stringify(catalogue));
  const compressors = {
    gzip: () => gzipAsync(identity, { level: 9 }),
    // Slow (about 0.1 s) but once per change, and about 10 % smaller than gzip for every visitor.
    br: () =>
      brotliAsync(identity, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
  };
  const done = new Map<'gzip' | 'br', Promise<Buffer>>();
  return {
    etag: createHash('sha256').update(identity).digest('base64url').slice(0, 32),
    identity,
    encoded(coding) {
      let body = done.get(coding);
      if (!body) {
        body = compressors[coding]();
        done.set(coding, body);
      }
      return body;
    },
  };
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
