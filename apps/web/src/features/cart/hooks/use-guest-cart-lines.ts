import { useMemo } from 'react';
import { readGuestCart } from '../guest-cart/guest-cart';
import { type GuestCartLine, toGuestLines } from '../guest-cart/guest-cart-lines';
import { useStoredGuestCart } from '../guest-cart/guest-cart-store';

/**
 * The guest cart's lines, kept current across this tab's writes and other tabs'; undefined until the
 * browser's storage has been read, so a cart is never shown empty before it is.
 */
export function useGuestCartLines(): GuestCartLine[] | undefined {
  const text = useStoredGuestCart();
  // readGuestCart parses the same text; the dependency is what makes it re-read.
  return useMemo(() => {
    if (text === null) return undefined;
    return text ? toGuestLines(readGuestCart()) : [];
  }, [text]);
}
