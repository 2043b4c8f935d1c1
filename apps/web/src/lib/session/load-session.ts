import {
  clearCookieEndpoint,
  fetchAllUserDetailsEndpoint,
  type ResponseBody,
  sessionCheckEndpoint,
} from '@shop/domain';
import { callApi } from '../api-client';
import type { BeforeUserDetails, SessionData } from './session-types';

export { SESSION_QUERY_KEY } from './session-context';

/**
 * The session on load (docs/api/session.md#session-on-load): check the cookie (/api/session);
 * with a token and a user id, load the user's details and keep the token. No user, or any
 * failure, is logged out. `beforeUserDetails` runs first, and its failure still signs in.
 */
export async function loadSession(
  beforeUserDetails?: BeforeUserDetails,
): Promise<SessionData | null> {
  let answer: ResponseBody<typeof sessionCheckEndpoint>;
  try {
    // A guest is answered 200 with no user: no failed request in the console on every load.
    answer = await callApi(sessionCheckEndpoint);
  } catch (error) {
    console.error('Could not check the session', error);
    return null;
  }
  if (!answer.access_token || !answer.user_id) return null;
  // Every sign-in (password, the return from Google, a verified email) ends by loading the
  // session, so the guest cart is merged here, before the details that then include it.
  await beforeUserDetails?.().catch((error: unknown) => {
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
