import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import {
  CATALOGUE_KIND_SHAPES,
  CATALOGUE_TABLES,
  type Catalogue,
  type CatalogueItemKind,
  PART_TABLES,
  type PartItemKind,
  type StockedCatalogue,
  type StoredCatalogueItems,
} from '@shop/domain';
import {
  type Compression,
  type Compressors,
  compressedOnce,
} from '../../platform/http/compressed-once';
import type { ContentCoding } from '../../platform/http/conditional-body';

/** The catalogue's tables: the same names in the API and the data files. */
export type CatalogueTableName = keyof Catalogue;

/**
 * The fetchAllComponents answer, serialized once per catalogue change and compressed at most
 * once per coding, on the first request that asks for it.
 */
export type EncodedBody = {
  /** Strong validator of the uncompressed bytes; each coding gets its own suffix. */
  etag: string;
  identity: Buffer;
  encoded(coding: Compression): Promise<Buffer>;
};

/**
 * The catalogue as of one catalogue_items_version: never mutated, replaced whole when it changes. As a
 * StockedCatalogue it is what quoteSelection prices and checks builds with.
 */
export interface CatalogueSnapshot extends StockedCatalogue {
  readonly version: number;
  /** What the configurator offers (the parts in stock), serialized and compressed once. */
  readonly fetchAllComponents: EncodedBody;
}

export type InvalidRow = { kind: CatalogueItemKind; id: string; problem: string };

/**
 * Checks each stored row with its part schema. A row edited by hand into something the shop
 * cannot show is left out (reported through onInvalidRow) rather than failing every page.
 */
export function createSnapshot(
  stored: StoredCatalogueItems,
  onInvalidRow: (invalid: InvalidRow) => void,
): CatalogueSnapshot {
  const all = {} as Record<CatalogueTableName, unknown[]>;
  const offered = {} as Record<CatalogueTableName, unknown[]>;
  const outOfStock = {} as Record<CatalogueTableName, Set<string>>;
  for (const table of CATALOGUE_TABLES) {
    all[table] = [];
    offered[table] = [];
    outOfStock[table] = new Set();
  }
  for (const { kind, id, item, inStock } of stored.items) {
    const table = PART_TABLES[kind as PartItemKind];
    const parsed = CATALOGUE_KIND_SHAPES[kind].schema.safeParse(item);
    if (!table || !parsed.success) {
      onInvalidRow({ kind, id, problem: parsed.error?.issues[0]?.message ?? 'not a part' });
      continue;
    }
    all[table].push(parsed.data);
    if (inStock) offered[table].push(parsed.data);
    else outOfStock[table].add(id);
  }
  return {
    version: stored.version,
    all: all as Catalogue,
    outOfStock,
    fetchAllComponents: encode(offered as Catalogue),
  };
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const CATALOGUE_COMPRESSORS: Compressors = {
  gzip: (body) => gzipAsync(body, { level: 9 }),
  // Slow (about 0.1 s) but once per change, and about 10 % smaller than gzip for every visitor.
  br: (body) =>
    brotliAsync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
};

function encode(catalogue: Catalogue): EncodedBody {
  const identity = Buffer.from(JSON.stringify(catalogue));
  return {
    etag: createHash('sha256').update(identity).digest('base64url').slice(0, 32),
    identity,
    encoded: compressedOnce(identity, CATALOGUE_COMPRESSORS),
  };
}

/** Strong ETag of one coding of the body: each coding is its own representation. */
export function etagFor(body: EncodedBody, coding: ContentCoding): string {
  return coding === 'identity' ? `"${body.etag}"` : `"${body.etag}-${coding}"`;
}
