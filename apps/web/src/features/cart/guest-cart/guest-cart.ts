/**
 * A guest's cart lives in localStorage (docs/api/cart.md#guest-cart). The cart feature writes it;
 * anything unreadable there counts as an empty cart rather than breaking the page.
 */
export const GUEST_CART_STORAGE_KEY = 'shop.guestCart';

/** Fired in this tab on every write; the storage event only reaches other tabs. */
export const GUEST_CART_CHANGE_EVENT = 'shop:guest-cart-change';

export type GuestCartItem = { qty: number; [field: string]: unknown };

export function readGuestCart(): GuestCartItem[] {
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(GUEST_CART_STORAGE_KEY);
  } catch {
    return [];
  }
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter(isGuestCartItem) : [];
  } catch {
    return [];
  }
}

export function writeGuestCart(items: GuestCartItem[]): void {
  window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(GUEST_CART_CHANGE_EVENT));
}

function isGuestCartItem(item: unknown): item is GuestCartItem {
  return typeof item === 'object' && item !== null && isQuantity((item as GuestCartItem).qty);
}

export function isQuantity(qty: unknown): qty is number {
  return typeof qty === 'number' && Number.isFinite(qty) && qty > 0;
}
