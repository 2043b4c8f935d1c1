import { SELECTION_FIELDS, type Selection } from '../configurator/sections';
import type { CartItemType } from './cart-schemas';

/** The fields of a cart line that say which product it is. */
export type CartLineIdentity = { itemType: CartItemType; item?: unknown; itemShort?: string };

/**
 * What makes two cart lines the same product (docs/api/cart.md#duplicates): for a PC its selection
 * of parts, written in the configurator's field order whatever order the object had; for a
 * pre-built its id (two machines may share a one-line name); for anything else its itemShort. The
 * browser's guest cart and the server's unique (user, key) use the same key.
 */
export function cartLineKey({ itemType, item, itemShort }: CartLineIdentity): string {
  if (itemType === 'PB') return `PB:${idOf(item) ?? itemShort ?? ''}`;
  if (itemType !== 'PC') return itemShort ?? '';
  const selection: Selection =
    (typeof item === 'object' && item !== null && (item as { selection?: Selection }).selection) ||
    {};
  return JSON.stringify(SELECTION_FIELDS.map((field) => [field, selection[field] ?? null]));
}

function idOf(item: unknown): string | undefined {
  const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : undefined;
}
