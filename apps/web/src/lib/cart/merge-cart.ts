import { CART_MAX_LINES, type CartItem } from '@shop/domain';
import { ApiError, apiPost } from '../api-client';
import { readGuestLines, removeGuestLines } from './guest-cart-lines';

export type MergeCartBody = {
  items: Array<{ itemType: string; item: Record<string, unknown>; itemShort: string; qty: number }>;
};

/** POST /api/mergeCart: each guest line missing on the server is added once; answers the cart. */
export function mergeCart(body: MergeCartBody): Promise<{ cart: CartItem[] }> {
  return apiPost<{ cart: CartItem[] }>('/api/mergeCart', body);
}

let merging: Promise<void> | null = null;

/**
 * SPEC §4: the guest cart joins the server cart at sign-in (password, Google, email
 * verification), then is cleared. Calls made while one is out share it, so a sign-in that loads
 * the session twice sends the items once; the server never duplicates a line anyway.
 */
export function mergeGuestCart(): Promise<void> {
  if (!merging) {
    merging = sendGuestLines().finally(() => {
      merging = null;
    });
  }
  return merging;
}

async function sendGuestLines(): Promise<void> {
  const lines = readGuestLines().slice(0, CART_MAX_LINES);
  if (lines.length === 0) return;
  const sent = new Set(lines.map((line) => line.itemid));
  try {
    await mergeCart({
      items: lines.map(({ itemType, item, itemShort, qty }) => ({
        itemType,
        item,
        itemShort,
        qty,
      })),
    });
  } catch (error) {
    // Lines the server calls malformed never will merge; anything else is tried at the next sign-in.
    if (!(error instanceof ApiError && error.status === 400)) throw error;
    console.error('The guest cart could not be merged and is dropped', error);
  }
  removeGuestLines(sent);
}
