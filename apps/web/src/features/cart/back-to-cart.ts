import type { LoginRedirectState } from '../../lib/session/login-redirect';

/** Sent with a trip to /login from the cart, so logging in brings the visitor back here. */
export const BACK_TO_CART: LoginRedirectState = {
  from: { pathname: '/cart', search: '', hash: '' },
};
