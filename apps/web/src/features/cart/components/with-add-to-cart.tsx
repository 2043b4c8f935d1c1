import type { ReactNode } from 'react';
import type { AddToCart } from '../../../components/add-to-cart/add-to-cart';
import { useAddToCart } from '../hooks/use-add-to-cart';

/** Add To Cart of its own for each product of a screen that lists many (the add-ons' cards). */
export function WithAddToCart({ children }: { children: (cart: AddToCart) => ReactNode }) {
  return children(useAddToCart());
}
