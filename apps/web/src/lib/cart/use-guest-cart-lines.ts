import { useMemo, useSyncExternalStore } from 'react';
import { GUEST_CART_CHANGE_EVENT, GUEST_CART_STORAGE_KEY, readGuestCart } from './guest-cart';
import { type GuestCartLine, toGuestLines } from './guest-cart-lines';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === GUEST_CART_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(GUEST_CART_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(GUEST_CART_CHANGE_EVENT, onChange);
  };
}

/** The stored text itself is the snapshot: a string compares by value, so renders stay calm. */
function storedText(): string {
  try {
    return window.localStorage.getItem(GUEST_CART_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * Not read yet: a prerendered page, and the browser while it hydrates one, cannot know what this
 * browser stores (docs/decisions/055-the-first-paint-is-in-the-html.md).
 */
const notRead = (): null => null;

/**
 * The guest cart's lines, kept current across this tab's writes and other tabs'; undefined until the
 * browser's storage has been read, so a cart is never shown empty before it is.
 */
export function useGuestCartLines(): GuestCartLine[] | undefined {
  const text = useSyncExternalStore<string | null>(subscribe, storedText, notRead);
  // readGuestCart parses the same text; the dependency is what makes it re-read.
  return useMemo(() => {
    if (text === null) return undefined;
    return text ? toGuestLines(readGuestCart()) : [];
  }, [text]);
}
