import { useMemo } from 'react';
import { useSession } from '../../../lib/session/session-context';
import { isQuantity, readGuestCart } from '../guest-cart/guest-cart';
import { useStoredGuestCart } from '../guest-cart/guest-cart-store';
import { useUserCart } from './user-cart-cache';

function totalQuantity(items: ReadonlyArray<{ qty: unknown }>): number {
  return items.reduce((total, item) => {
    const qty = typeof item.qty === 'string' ? Number(item.qty) : item.qty;
    return isQuantity(qty) ? total + qty : total;
  }, 0);
}

/** The total quantity in the cart: the server cart when logged in, else the guest cart. */
export function useCartCount(): number {
  const { status } = useSession();
  const userCart = useUserCart();
  const guestCount = useGuestCartCount(status !== 'authenticated');
  if (status === 'authenticated') return totalQuantity(userCart.data ?? []);
  return guestCount;
}

/** 0 while a prerendered page hydrates, as its HTML has no count; then what this browser stores. */
function useGuestCartCount(enabled: boolean): number {
  const text = useStoredGuestCart();
  // readGuestCart parses the same text; the dependency is what makes it re-read.
  return useMemo(() => (enabled && text ? totalQuantity(readGuestCart()) : 0), [enabled, text]);
}
