import { useEffect, useState } from 'react';
import { useSession } from '../session/session-context';
import {
  GUEST_CART_CHANGE_EVENT,
  GUEST_CART_STORAGE_KEY,
  isQuantity,
  readGuestCart,
} from './guest-cart';
import { useUserCart } from './user-cart';

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

function useGuestCartCount(enabled: boolean): number {
  const [count, setCount] = useState(() => (enabled ? totalQuantity(readGuestCart()) : 0));
  useEffect(() => {
    if (!enabled) return;
    const recount = () => setCount(totalQuantity(readGuestCart()));
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === GUEST_CART_STORAGE_KEY) recount();
    };
    recount();
    window.addEventListener('storage', onStorage);
    window.addEventListener(GUEST_CART_CHANGE_EVENT, recount);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(GUEST_CART_CHANGE_EVENT, recount);
    };
  }, [enabled]);
  return count;
}
