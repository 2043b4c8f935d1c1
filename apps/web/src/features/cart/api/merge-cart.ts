import { CART_MAX_LINES, mergeCartEndpoint } from '@shop/domain';
import { callApi, hasErrorCode } from '../../../lib/api-client';
import { readGuestLines, removeGuestLines } from '../guest-cart/guest-cart-lines';

let merging: Promise<void> | null = null;

/**
 * The guest cart joins the server cart at sign-in (docs/api/cart.md#merge-at-sign-in; password,
 * Google, email verification), then is cleared. Calls made while one is out share it, so a sign-in
 * that loads the session twice sends the items once; the server never duplicates a line anyway.
 * The merged cart reaches the cart cache through the user record the session loads next.
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
    await callApi(mergeCartEndpoint, {
      items: lines.map(({ itemType, item, itemShort, qty }) => ({
        itemType,
        item,
        itemShort,
        qty,
      })),
    });
  } catch (error) {
    // Lines the server calls malformed never will merge; anything else is tried at the next sign-in.
    if (!hasErrorCode(error, 'BAD_REQUEST')) throw error;
    console.error('The guest cart could not be merged and is dropped', error);
  }
  removeGuestLines(sent);
}
