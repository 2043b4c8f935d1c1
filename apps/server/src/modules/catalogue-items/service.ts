import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { createCatalogueItemsRepository } from './repository';

export type { ItemRow } from './repository';

/**
 * What other modules may ask of catalogue_items (docs/decisions/090-one-document-per-catalogue-item.md):
 * the seeders' loader, stock and publication for the console and orders, and staff's documents.
 */
export function createCatalogueItemsService(db: Kysely<Database> | Transaction<Database>) {
  return createCatalogueItemsRepository(db);
}
export type CatalogueItemsService = ReturnType<typeof createCatalogueItemsService>;
