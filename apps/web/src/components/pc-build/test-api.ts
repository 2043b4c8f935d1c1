import { DEVELOPMENT_ENVELOPE_KEY, isEnvelope, openEnvelope } from '@shop/domain';
import { vi } from 'vitest';
import { forgetClientConfig } from '../../lib/api-client';
import { jsonResponse, TEST_CLIENT_CONFIG } from '../../test/mock-api';

type Route = (body: unknown) => Response | Promise<Response>;

/**
 * For tests only: a stand-in server answering the given calls, with request bodies opened from
 * their envelope. A visitor is logged out; any other call is a 404.
 */
export function stubShopApi(routes: Record<string, Route>) {
  forgetClientConfig();
  const bodies: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    if (path === '/api/client-config') return jsonResponse(TEST_CLIENT_CONFIG);
    if (path === '/api/authenticate')
      return jsonResponse({ message: 'No refresh token found' }, 401);
    const raw = init.body ? JSON.parse(String(init.body)) : undefined;
    const body = isEnvelope(raw) ? await openEnvelope(raw.payload, DEVELOPMENT_ENVELOPE_KEY) : raw;
    bodies.push({ path, body });
    const route = routes[path];
    return route ? route(body) : jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** The opened bodies sent to one path, oldest first. */
    bodiesSentTo: (path: string) => bodies.filter((sent) => sent.path === path).map((s) => s.body),
  };
}

export { jsonResponse };
