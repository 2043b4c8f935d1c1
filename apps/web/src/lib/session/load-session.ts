import {
  authenticateEndpoint,
  clearCookieEndpoint,
  fetchAllUserDetailsEndpoint,
  type ResponseBody,
} from '@shop/domain';
import { callApi, hasErrorCode } from '../api-client';
import { mergeGuestCart } from '../cart/merge-cart';
import type { SessionData } from './session-types';

export { SESSION_QUERY_KEY } from './session-context';

/**
 * The session on load (docs/api/session.md#session-on-load): authenticate from the cookie; with a
 * token and a user id, load the user's details and keep the token. "No refresh token found" (401)
 * or any failure is logged out. A guest cart left in this browser is merged into the user's cart
 * first (docs/api/cart.md#merge-at-sign-in).
 */
export async function loadSession(): Promise<SessionData | null> {
  let answer: ResponseBody<typeof authenticateEndpoint>;
  try {
    answer = await callApi(authenticateEndpoint);
  } catch (error) {
    if (!hasErrorCode(error, 'LOGIN_REQUIRED')) {
      console.error('Could not check the session', error);
    }
    return null;
  }
  if (!answer.access_token || !answer.user_id) return null;
  // Every sign-in (password, the return from Google, a verified email) ends by loading the
  // session, so the guest cart is merged here, before the details that then include it.
  await mergeGuestCart().catch((error: unknown) => {
    console.error('Could not merge the guest cart', error);
  });
  try {
    const details = await callApi(fetchAllUserDetailsEndpoint, { id: answer.user_id });
    return { userId: answer.user_id, accessToken: answer.access_token, details };
  } catch (error) {
    console.error('Could not load the user details', error);
    return null;
  }
}

/** Logout's call: the server forgets the session cookie. */
export async function clearSessionCookie(): Promise<void> {
  await callApi(clearCookieEndpoint);
}
