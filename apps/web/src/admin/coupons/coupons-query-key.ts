/** The console's list of offers, refetched after any change to one. */
export const COUPONS_KEY = ['admin-coupons'];
