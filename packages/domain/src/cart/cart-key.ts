import { SELECTION_FIELDS, type Selection } from '../configurator/sections';
import type { CartItemType } from './cart-schemas';

/** The fields of a cart line that say which product it is. */
export type CartLineIdentity = { itemType: CartItemType; item?: unknown; itemShort?: string };

/**
 * What makes two cart lines the same product (SPEC §5): for a PC its selection of parts, written
 * in the configurator's field order whatever order the object had; for anything else its itemShort.
 * The browser's guest cart and the server's unique (user, key) use the same key.
 */
export function cartLineKey({ itemType, item, itemShort }: CartLineIdentity): string {
  if (itemType !== 'PC') return itemShort ?? '';
  const selection: Selection =
    (typeof item === 'object' && item !== null && (item as { selection?: Selection }).selection) ||
    {};
  return JSON.stringify(SELECTION_FIELDS.map((field) => [field, selection[field] ?? null]));
}
