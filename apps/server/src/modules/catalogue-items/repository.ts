import { itemReads } from './repository-reads';
import type { Db } from './repository-rows';
import { stockCounts } from './repository-stock';
import { itemWrites } from './repository-writes';

export type { ItemRow } from './repository-rows';

/**
 * Everything the shop sells in one table (docs/decisions/090-one-document-per-catalogue-item.md).
 * Its trigger moves catalogue_items_version, so every instance's stores reload on their next read.
 */
export function createCatalogueItemsRepository(db: Db) {
  return { ...itemReads(db), ...itemWrites(db), ...stockCounts(db) };
}

export type CatalogueItemsRepository = ReturnType<typeof createCatalogueItemsRepository>;
