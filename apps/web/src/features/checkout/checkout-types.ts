import type { Session } from '../../lib/session/session-context';

type UserRecord = NonNullable<Session['details']>;

/** A delivery address as the user record lists it (docs/api/addresses-and-coupons.md). */
export type Address = UserRecord['addresses'][number];
/** A coupon as the user record lists it: value in rupees, negative is a deduction. */
export type Coupon = UserRecord['coupons'][number];
