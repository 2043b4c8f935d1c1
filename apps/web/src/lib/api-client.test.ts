import { DEVELOPMENT_ENVELOPE_KEY, openEnvelope, sealEnvelope } from '@shop/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, TEST_CLIENT_CONFIG } from '../test/mock-api';
import { ApiError, apiGet, apiPost, forgetClientConfig } from './api-client';

type Call = { path: string; init: RequestInit };

function serverAnswering(
  answer: (path: string, init: RequestInit) => Response | Promise<Response>,
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = String(input);
      calls.push({ path, init });
      if (path === '/api/client-config') return jsonResponse(TEST_CLIENT_CONFIG);
      return answer(path, init);
    }),
  );
  return calls;
}

function callsTo(calls: Call[], path: string): Call[] {
  return calls.filter((call) => call.path === path);
}

describe('api client', () => {
  beforeEach(() => forgetClientConfig());

  it('seals the request body with the key from the client config', async () => {
    const calls = serverAnswering(() => jsonResponse({ ok: true }));
    await apiPost('/api/callback', { data: { name: 'Asha' } });

    const [sent] = callsTo(calls, '/api/callback');
    const body = JSON.parse(String(sent?.init.body));
    expect(Object.keys(body)).toEqual(['payload']);
    expect(await openEnvelope(body.payload, DEVELOPMENT_ENVELOPE_KEY)).toEqual({
      data: { name: 'Asha' },
    });
    expect(new Headers(sent?.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends credentials with every call, including the config fetch', async () => {
    const calls = serverAnswering(() => jsonResponse({}));
    await apiPost('/api/addaddress', { title: 'Home' });
    await apiGet('/api/getReviews');
    expect(calls.length).toBe(3);
    for (const call of calls) expect(call.init.credentials).toBe('include');
  });

  it('fetches the client config once and reuses it', async () => {
    const calls = serverAnswering(() => jsonResponse({}));
    await apiPost('/api/one', { a: 1 });
    await apiPost('/api/two', { b: 2 });
    expect(callsTo(calls, '/api/client-config').length).toBe(1);
  });

  it('sends no body and needs no key when there is nothing to send', async () => {
    const calls = serverAnswering(() => jsonResponse({ message: 'ok' }));
    await apiPost('/api/clearCookie');
    expect(callsTo(calls, '/api/client-config').length).toBe(0);
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.method).toBe('POST');
  });

  it('opens a sealed response into its JSON', async () => {
    const sealed = await sealEnvelope({ cart: [{ qty: 2 }] }, DEVELOPMENT_ENVELOPE_KEY);
    serverAnswering(() => jsonResponse(sealed));
    await expect(apiPost('/api/dev/echo', { cart: [] })).resolves.toEqual({ cart: [{ qty: 2 }] });
  });

  it('returns plain JSON responses as they are', async () => {
    serverAnswering(() => jsonResponse({ reviews: [] }));
    await expect(apiGet('/api/getReviews')).resolves.toEqual({ reviews: [] });
  });

  it('logs a response that cannot be decrypted and leaves it as it is', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const otherKey = btoa('another-32-byte-key-for-the-test');
    const foreign = await sealEnvelope({ secret: true }, otherKey);
    serverAnswering(() => jsonResponse(foreign));

    await expect(apiGet('/api/anything')).resolves.toEqual(foreign);
    expect(errors).toHaveBeenCalled();
  });

  it("throws ApiError with the status and the server's message on a non-2xx answer", async () => {
    serverAnswering(() => jsonResponse({ message: 'No refresh token found' }, 401));
    const failure = apiPost('/api/authenticate');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'No refresh token found' });
  });

  it('opens a sealed error body to find its message', async () => {
    const sealed = await sealEnvelope({ message: 'Forbidden' }, DEVELOPMENT_ENVELOPE_KEY);
    serverAnswering(() => jsonResponse(sealed, 403));
    await expect(apiGet('/api/orders')).rejects.toMatchObject({
      status: 403,
      message: 'Forbidden',
    });
  });

  it('turns an unreachable server into ApiError with status 0', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiPost('/api/authenticate')).rejects.toMatchObject({ status: 0 });
  });

  it('treats an HTML page where JSON was expected as an error', async () => {
    serverAnswering(() => new Response('<!doctype html><html></html>', { status: 200 }));
    await expect(apiGet('/api/getReviews')).rejects.toBeInstanceOf(ApiError);
  });

  it('fails a sealed request when the client config cannot be loaded, and retries it next time', async () => {
    let configAnswers = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (String(input) === '/api/client-config') {
          configAnswers += 1;
          return configAnswers === 1
            ? jsonResponse({ message: 'Unavailable' }, 503)
            : jsonResponse(TEST_CLIENT_CONFIG);
        }
        return jsonResponse({ ok: true });
      }),
    );
    await expect(apiPost('/api/callback', { data: {} })).rejects.toMatchObject({ status: 503 });
    await expect(apiPost('/api/callback', { data: {} })).resolves.toEqual({ ok: true });
  });
});
