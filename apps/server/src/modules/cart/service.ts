import type { CartItem } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { viewCart } from './cart-view';
import { pricingSources } from './line-quote';
import { type PricedLine, pricedLines } from './priced-lines';
import { createCartRepository } from './repository';

export type { PricedLine } from './priced-lines';

/**
 * What other modules may ask of the cart, which owns cart_items: the user's cart as the shop
 * sells it today, the checkout marks on its lines, and emptying the lines a payment paid for.
 */
export function createCartService(app: FastifyInstance) {
  const carts = createCartRepository(app.db);
  return {
    /** The user's cart as the web shows it, priced and stocked now. */
    async view(userId: string): Promise<CartItem[]> {
      return viewCart(pricingSources(app, 'selling'), await carts.listForUser(userId));
    },
    /** The user's lines as checkout totals them. */
    async pricedLines(userId: string): Promise<PricedLine[]> {
      return pricedLines(pricingSources(app, 'selling'), await carts.listForUser(userId));
    },
    startCheckoutSessions: carts.startCheckoutSessions,
    saveCheckoutInfo: carts.saveCheckoutInfo,
  };
}

/** Empties the lines a payment was for, in its confirmation's transaction. */
export function removePaidLines(
  trx: Transaction<Database>,
  userId: string,
  itemIds: readonly string[],
): Promise<void> {
  return createCartRepository(trx).removeLines(userId, itemIds);
}

export type CartService = ReturnType<typeof createCartService>;
