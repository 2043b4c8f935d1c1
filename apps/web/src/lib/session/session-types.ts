import type { AddressRecord, CouponRecord, UserDetails } from '@shop/domain';

// The user record's types come from its contract in @shop/domain (docs/api/profile.md#user-record).
export type { CartItem, UserDetails, UserInfo } from '@shop/domain';
export type Address = AddressRecord;
export type Coupon = CouponRecord;

/** What the session keeps for a logged-in visitor (docs/api/session.md#session-on-load). */
export type SessionData = {
  userId: string;
  accessToken: string;
  details: UserDetails | null;
};

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

/**
 * What runs once the cookie names a user, before their details load: the cart feature's merge of
 * a guest cart (docs/api/cart.md#merge-at-sign-in), handed in by app/providers, as lib/ imports no
 * feature.
 */
export type BeforeUserDetails = () => Promise<void>;
