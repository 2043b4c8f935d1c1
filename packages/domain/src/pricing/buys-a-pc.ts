import type { StockFlag } from '../accessories/accessory-schema';
import { isPcItemType } from '../cart/cart-schemas';
import { rupeesToPaise } from '../money';
import { isInStock } from '../products/stock';
import type { CheckoutLine } from './checkout-totals';

/** A cart line as the shop shows it: what it is, how many, its price of one in rupees, its stock. */
type ShownCartLine = { itemType: string; qty: number; updatedPrice: number; stock: StockFlag };

/** The figures checkout counts of cart lines (checkout-totals.ts). */
export function toCheckoutLines(cart: readonly ShownCartLine[]): CheckoutLine[] {
  return cart.map((line) => ({
    kind: isPcItemType(line.itemType) ? 'pc' : 'addon',
    unitPricePaise: rupeesToPaise(line.updatedPrice),
    qty: line.qty,
    inStock: isInStock(line),
  }));
}

/**
 * Add-ons are not sold alone (docs/api/cart.md#checkout-button): a cart can be bought only when it
 * holds a PC in stock, worth more than nothing. The cart's Checkout, checkout's Proceed to
 * Payment and the server's pay all ask this.
 */
export function buysAPc(lines: readonly CheckoutLine[]): boolean {
  return lines.some(
    (line) => line.kind === 'pc' && line.inStock && line.qty > 0 && line.unitPricePaise > 0,
  );
}
