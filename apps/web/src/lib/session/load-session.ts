import { ApiError, apiPost } from '../api-client';
import { mergeGuestCart } from '../cart/merge-cart';
import type { AuthenticateResponse, SessionData, UserDetails } from './session-types';

export const SESSION_QUERY_KEY = ['session'] as const;

export function fetchUserDetails(userId: string): Promise<UserDetails> {
  return apiPost<UserDetails>('/api/fetchAllUserDetails', { id: userId });
}

/**
 * SPEC §4 session on load: authenticate from the cookie; with a token and a user id, load the
 * user's details and keep the token. "No refresh token found" (401) or any failure is logged out.
 * A guest cart left in this browser is merged into the user's cart first (SPEC §4 login).
 */
export async function loadSession(): Promise<SessionData | null> {
  let answer: AuthenticateResponse;
  try {
    answer = await apiPost<AuthenticateResponse>('/api/authenticate');
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) {
      console.error('Could not check the session', error);
    }
    return null;
  }
  if (!answer?.access_token || !answer.user_id) return null;
  // Every sign-in (password, the return from Google, a verified email) ends by loading the
  // session, so the guest cart is merged here, before the details that then include it.
  await mergeGuestCart().catch((error: unknown) => {
    console.error('Could not merge the guest cart', error);
  });
  try {
    const details = await fetchUserDetails(answer.user_id);
    return { userId: answer.user_id, accessToken: answer.access_token, details };
  } catch (error) {
    console.error('Could not load the user details', error);
    return null;
  }
}
