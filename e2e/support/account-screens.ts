/** The screens of a signed-in customer's account area (docs/api/screens.md#routes). */
export const ACCOUNT_SCREENS = [
  '/profile',
  '/editprofile',
  '/orders',
  '/addresses',
  '/addaddress',
  '/coupons',
  '/tickets',
] as const;
