import type { CartItemType } from '@shop/domain';
import type { ComponentType, ReactNode } from 'react';
import type { TimedMessage } from '../timed-message';

/** What a screen hands over to be added: the product, its kind and its one-line name. */
export type NewCartLine = {
  itemType: CartItemType;
  item: Record<string, unknown>;
  itemShort: string;
};

/**
 * Add To Cart as a screen that sells something holds it (docs/api/cart.md#add-to-cart): `busy`
 * while the call is out, then the cart's message for 2 s. The cart feature makes it and app/routes
 * hands it in, as features do not import each other.
 */
export type AddToCart = {
  add: (line: NewCartLine) => Promise<void>;
  busy: boolean;
  message: TimedMessage | null;
};

/** For a screen with many products (the add-ons): gives each its own Add To Cart. */
export type WithAddToCart = ComponentType<{ children: (cart: AddToCart) => ReactNode }>;
