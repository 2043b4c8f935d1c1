import { DEVELOPMENT_ENVELOPE_KEY } from '@shop/domain';
import { vi } from 'vitest';
import { forgetClientConfig } from '../lib/api-client';
import type { UserDetails } from '../lib/session/session-types';

export const TEST_CLIENT_CONFIG = {
  envelopeKey: DEVELOPMENT_ENVELOPE_KEY,
  supportPhone: '9876543210',
  whatsappNumber: '919876543210',
};

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * A stand-in for the server's session calls: logged out unless user details are given.
 * Returns the mock so tests can inspect the calls.
 */
export function mockShopApi({ details }: { details?: UserDetails } = {}) {
  forgetClientConfig();
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    if (path === '/api/client-config') return jsonResponse(TEST_CLIENT_CONFIG);
    if (path === '/api/authenticate') {
      if (!details) return jsonResponse({ message: 'No refresh token found' }, 401);
      return jsonResponse({
        message: 'Authenticated',
        access_token: 'test-access-token',
        user_id: details.userInfo[0]?.id,
      });
    }
    if (path === '/api/fetchAllUserDetails' && details) return jsonResponse(details);
    if (path === '/api/clearCookie') return jsonResponse({ message: 'Logged out' });
    return jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
