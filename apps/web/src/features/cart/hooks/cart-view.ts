import type { PricedLine } from '../cart-rules';

/** The cart screen's view of a cart, the same for a guest's and a signed-in user's. */
export type CartView = {
  /** Undefined until the server has priced the lines. */
  lines: PricedLine[] | undefined;
  failed: boolean;
  /** A call is out: the quantity and delete buttons wait for it. */
  busy: boolean;
  retry: () => void;
  changeQty: (line: PricedLine, direction: 1 | -1) => void;
  remove: (line: PricedLine) => void;
};
