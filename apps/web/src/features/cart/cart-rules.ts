import {
  buysAPc,
  type CartProduct,
  isInStock,
  MESSAGES,
  type StockFlag,
  toCheckoutLines,
} from '@shop/domain';

/** What the cart screen needs of a line, guest or signed-in, once the server has priced it. */
export type PricedLine = CartProduct & {
  itemid: string;
  itemShort: string;
  title: string;
  qty: number;
  stock: StockFlag;
  /** Price of one, whole rupees. */
  updatedPrice: number;
};

/** Price of the line: one item's price times the quantity, in rupees. */
export const linePrice = (line: Pick<PricedLine, 'qty' | 'updatedPrice'>): number =>
  line.updatedPrice * line.qty;

/** Out-of-stock lines are left out of the total. */
export function cartTotal(lines: readonly PricedLine[]): number {
  return lines.filter(isInStock).reduce((total, line) => total + linePrice(line), 0);
}

/**
 * The change a +/- press sends (docs/api/cart.md#quantities): +1 or -1, except that the decrement
 * at 1 sends a change of 0, so a line is never brought below one (Delete removes it).
 */
export function quantityChange(qty: number, direction: 1 | -1): number {
  if (direction === -1 && qty <= 1) return 0;
  return direction;
}

export type CheckoutDecision =
  | { go: 'checkout' }
  | { go: 'login'; message: string }
  | { go: 'stay'; message: string };

/**
 * The cart's checkout rules, in order (docs/api/cart.md#checkout-button): a guest is asked to log
 * in; a cart with no in-stock PC cannot be bought (add-ons are not sold alone); otherwise on to
 * /checkout. The button is already disabled at a total of 0.
 */
export function checkoutDecision(
  lines: readonly PricedLine[],
  loggedIn: boolean,
): CheckoutDecision {
  if (!loggedIn) return { go: 'login', message: MESSAGES.cart.loginToProceed };
  if (!buysAPc(toCheckoutLines(lines))) {
    return { go: 'stay', message: MESSAGES.cart.addOnsNeedPc };
  }
  return { go: 'checkout' };
}
