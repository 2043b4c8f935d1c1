import type { Catalogue, PartItemKind } from '@shop/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { createPartStockService } from '../catalogue/service';
import { createCatalogueItemsService } from '../catalogue-items/service';

/** What an order took from counted stock at Parts Reserved (orders.reserved_stock). */
export type HeldStock = Array<{ kind: PartItemKind | 'accessory'; id: string; qty: number }>;

interface OrderLine {
  item_type: string;
  product: unknown;
  qty: number;
}

/** The build object of a PC, or of a pre-built (its `pc`); null for an add-on. */
function buildOf(order: OrderLine): unknown {
  if (order.item_type === 'PC') return order.product;
  if (order.item_type === 'PB') return (order.product as { pc?: unknown } | null)?.pc ?? null;
  return null;
}

/**
 * Reserving and returning an order's parts (docs/api/staff-orders.md#reserved-stock, decision 047), in the
 * transaction of its stage move: a PC or pre-built holds one of each of its parts per unit, an
 * add-on itself. Only counted stock moves; what was taken is stored on the order, so exactly that
 * goes back if it is cancelled.
 */
export function createReservedStock(trx: Transaction<Database>) {
  const parts = createPartStockService(trx);
  const stock = createCatalogueItemsService(trx);
  return {
    /** `catalogue` is read before the transaction (reading it inside would wait on itself). */
    async reserve(order: OrderLine, catalogue: Catalogue): Promise<HeldStock> {
      const build = buildOf(order);
      if (build) return parts.holdBuild(catalogue, build, order.qty);
      const id = (order.product as { id?: unknown } | null)?.id;
      if (typeof id !== 'string') return [];
      const taken = await stock.take('accessory', id, order.qty);
      return taken > 0 ? [{ kind: 'accessory', id, qty: taken }] : [];
    },

    async giveBack(held: HeldStock): Promise<void> {
      for (const item of held) await stock.giveBack(item.kind, item.id, item.qty);
    },
  };
}
