import {
  type CartItem,
  type CartItemType,
  cartItemTypeSchema,
  type PricedGuestLine,
  paiseToRupees,
  productOfLine,
  readStoredProduct,
} from '@shop/domain';
import { type ItemRef, isRefusal, type PricingSources, type Quote, quoteLine } from './line-quote';
import type { StoredCartLine } from './repository';

/**
 * What the cart shows for a product it can no longer find: kept, unpriced and out of stock, with
 * the copy it stored when that still reads as its itemType's product, else null.
 */
function unavailable(itemType: CartItemType, stored: unknown, itemShort: string) {
  const product = readStoredProduct(itemType, stored);
  return { ...product, itemShort, updatedPrice: 0, stock: 'N' as const, title: itemShort };
}

function priced(quote: Quote) {
  return {
    ...productOfLine(quote),
    itemShort: quote.itemShort,
    updatedPrice: paiseToRupees(quote.pricePaise),
    stock: quote.stock,
    title: quote.title,
  };
}

/** Today's quote for a stored line, or null when its product can no longer be sold at all. */
export async function quoteStored(
  sources: PricingSources,
  line: StoredCartLine,
): Promise<Quote | null> {
  const itemType = cartItemTypeSchema.safeParse(line.item_type);
  if (!itemType.success) return null;
  const quote = await quoteLine(sources, itemType.data, (line.item ?? {}) as ItemRef);
  return isRefusal(quote) ? null : quote;
}

/**
 * A user's stored lines as cart items (docs/api/cart.md#cart-item), priced and stocked from today's
 * catalogue.
 */
export async function viewCart(
  sources: PricingSources,
  lines: readonly StoredCartLine[],
): Promise<CartItem[]> {
  return Promise.all(
    lines.map(async (line) => {
      const quote = await quoteStored(sources, line);
      return {
        itemid: line.itemid,
        userid: line.user_id,
        ...(quote
          ? priced(quote)
          : unavailable(line.item_type as CartItemType, line.item, line.item_short)),
        qty: line.qty,
        created: line.created.toISOString(),
        checkoutInfo: line.checkout_info,
        checkouttime: line.checkout_time?.toISOString() ?? null,
      };
    }),
  );
}

type GuestLine = {
  itemid?: string | undefined;
  userid?: string | undefined;
  created?: string | undefined;
  itemType: CartItemType;
  item: ItemRef;
  itemShort?: string | undefined;
  qty: number;
};

/** A guest's line priced by the server; only its ids, type and quantity are taken as sent. */
export async function viewGuestLine(
  sources: PricingSources,
  line: GuestLine,
): Promise<PricedGuestLine> {
  const quote = await quoteLine(sources, line.itemType, line.item);
  const { itemid, userid, created } = line;
  return {
    ...(itemid !== undefined && { itemid }),
    ...(userid !== undefined && { userid }),
    ...(created !== undefined && { created }),
    ...(isRefusal(quote)
      ? unavailable(line.itemType, line.item, line.itemShort ?? '')
      : priced(quote)),
    qty: line.qty,
  };
}
