import type { CartItem } from '@shop/domain';
import type { Session } from '../../lib/session/session-context';

type UserRecord = NonNullable<Session['details']>;

/** A delivery address as the user record lists it (docs/api/addresses-and-coupons.md). */
export type Address = UserRecord['addresses'][number];
/** A coupon as the user record lists it: value in rupees, negative is a deduction. */
export type Coupon = UserRecord['coupons'][number];

/**
 * The signed-in user's one cart cache, which the navbar's count reads too: the cart feature's,
 * handed in by app/routes. `lines` is undefined until a cart is known; `replace` takes a cart the
 * server answered.
 */
export type UserCart = {
  lines: CartItem[] | undefined;
  replace: (cart: CartItem[]) => void;
};
