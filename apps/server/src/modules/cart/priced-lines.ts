import { isInStock, isPcItemType, type PricedCartLine } from '@shop/domain';
import { quoteStored } from './cart-view';
import type { PricingSources } from './line-quote';
import type { StoredCartLine } from './repository';

/** A cart line priced from today's catalogue by the cart's own pricing (never the browser's). */
export type PricedLine = PricedCartLine;

/** The user's lines as checkout and payment total them: price of one, stock, PC or add-on. */
export async function pricedLines(
  sources: PricingSources,
  stored: readonly StoredCartLine[],
): Promise<PricedLine[]> {
  return Promise.all(
    stored.map(async (line) => {
      const quote = await quoteStored(sources, line);
      return {
        itemid: line.itemid,
        itemType: line.item_type,
        kind: isPcItemType(line.item_type) ? ('pc' as const) : ('addon' as const),
        title: quote?.title ?? line.item_short,
        item: quote?.item ?? line.item,
        itemShort: quote?.itemShort ?? line.item_short,
        qty: line.qty,
        unitPricePaise: quote?.pricePaise ?? 0,
        inStock: quote != null && isInStock(quote),
      };
    }),
  );
}
