import { useSyncExternalStore } from 'react';
import { GUEST_CART_CHANGE_EVENT, GUEST_CART_STORAGE_KEY } from './guest-cart';

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
 * browser stores (docs/decisions/055-the-first-paint-is-in-the-html.md). Hydrating with what the
 * browser stores instead would differ from the page's HTML, and React would throw that HTML away.
 */
const notRead = (): null => null;

/**
 * The guest cart as this browser stores it, kept current across this tab's writes and other tabs';
 * null while a prerendered page hydrates, then the stored text ('' for none).
 */
export function useStoredGuestCart(): string | null {
  return useSyncExternalStore<string | null>(subscribe, storedText, notRead);
}
