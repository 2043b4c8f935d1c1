import {
  type Catalogue,
  idOfItem,
  PART_TABLES,
  type PartItemKind,
  type ProductFacts,
} from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { createCatalogueItemsService } from '../catalogue-items/service';
import { type HeldPart, partsOfBuild } from './build-parts';
import { countLowStockItems } from './stock-items';

export { type CatalogueSnapshot, createSnapshot } from './snapshot';
export type { HeldPart };

/**
 * What other modules may ask of the catalogue beyond its snapshot (`app.catalogue`): the facts of
 * a part (docs/api/product-facts.md), and how many listings run low on stock (the console).
 * Invoices read the facts frozen in an order's item (`factsOfItem` in @shop/domain); this answers
 * for what the shop sells today.
 */
export function createCatalogueService(app: FastifyInstance) {
  return {
    /** Parts, add-ons and pre-builts on the console's low-stock list: out of stock or nearly. */
    async countLowStock(): Promise<number> {
      return countLowStockItems(app.db);
    },
    /** A part's origin, maker and importer; null for the two non-products, undefined if unknown. */
    async partFacts(kind: PartItemKind, id: string): Promise<ProductFacts | null | undefined> {
      const { all } = await app.catalogue.current();
      return findPart(all, kind, id)?.facts;
    },
  };
}

function findPart(catalogue: Catalogue, kind: PartItemKind, id: string) {
  return (catalogue[PART_TABLES[kind]] as readonly { facts: ProductFacts | null }[]).find(
    (part) => idOfItem(kind, part) === id,
  );
}

/**
 * Counted stock of parts held by orders, in the caller's transaction: taken when an order's parts
 * are reserved, given back when it is cancelled (docs/api/staff-orders.md#reserved-stock).
 */
export function createPartStockService(trx: Transaction<Database>) {
  const stock = createCatalogueItemsService(trx);
  return {
    /**
     * Takes `qty` of each part of a PC's build, found in `catalogue` (read before the
     * transaction); answers what was taken (counted parts only).
     */
    async holdBuild(
      catalogue: Catalogue,
      build: unknown,
      qty: number,
    ): Promise<Array<HeldPart & { qty: number }>> {
      const held: Array<HeldPart & { qty: number }> = [];
      for (const part of partsOfBuild(catalogue, build)) {
        const taken = await stock.take(part.kind, part.id, qty);
        if (taken > 0) held.push({ ...part, qty: taken });
      }
      return held;
    },
  };
}
