import { DEVELOPMENT_ENVELOPE_KEY, isEnvelope, openEnvelope } from '@shop/domain';
import { vi } from 'vitest';
import { forgetClientConfig } from '../lib/api-client';
import { jsonResponse, TEST_CLIENT_CONFIG } from './mock-api';

export type StubAnswer = { status?: number; body?: unknown };
type Route = StubAnswer | ((body: unknown) => StubAnswer);

/**
 * A stand-in server for the screens' calls: each path answers as given (404 otherwise), and
 * every call is recorded with its body opened from the envelope.
 */
export function stubApi(routes: Record<string, Route>, clientConfig: Record<string, unknown> = {}) {
  forgetClientConfig();
  const calls: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/client-config')
      return jsonResponse({ ...TEST_CLIENT_CONFIG, ...clientConfig });
    let body: unknown;
    if (typeof init?.body === 'string') {
      const sent: unknown = JSON.parse(init.body);
      body = isEnvelope(sent) ? await openEnvelope(sent.payload, DEVELOPMENT_ENVELOPE_KEY) : sent;
    }
    calls.push({ path, body });
    const route = routes[path];
    if (!route) return jsonResponse({ message: 'Not found' }, 404);
    const answer = typeof route === 'function' ? route(body) : route;
    return jsonResponse(answer.body ?? {}, answer.status ?? 200);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}
