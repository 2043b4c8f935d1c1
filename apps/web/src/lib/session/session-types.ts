/** SPEC §3 user info; the server may leave any optional field empty. */
export type UserInfo = {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  dob?: string | null;
  gender?: string | null;
  number?: string | null;
  gst?: string | null;
  verified?: number;
  contactClicked?: string | null;
  legalViewed?: string | null;
  checkoutClicked?: string | null;
  paymentAttempted?: string | null;
};

/** SPEC §3 cart item, as far as the shell reads it; the cart feature owns the rest. */
export type CartItem = {
  itemid?: string | number;
  qty: number;
  [field: string]: unknown;
};

/** SPEC §3 address: one string "line, city, state, pincode". */
export type Address = {
  addressid: string | number;
  title: string;
  address: string;
};

/** SPEC §3 coupon: value in rupees (negative = deduction); validity null = while the offer lasts. */
export type Coupon = {
  couponid: string | number;
  description: string;
  value: number;
  validity: string | null;
  created?: string | null;
  minPurchaseValue?: number | null;
};

/** The answer of POST /api/fetchAllUserDetails (SPEC §3 user record). */
export type UserDetails = {
  userInfo: UserInfo[];
  cartInfo: CartItem[];
  orderInfo: unknown[];
  userTickets: unknown[];
  addresses: Address[];
  coupons: Coupon[];
};

export type AuthenticateResponse = {
  message: string;
  access_token?: string;
  user_id?: string;
};

/** What the session keeps for a logged-in visitor (SPEC §3 session). */
export type SessionData = {
  userId: string;
  accessToken: string;
  details: UserDetails | null;
};

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';
