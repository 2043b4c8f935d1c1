import {
  clearCookieEndpoint,
  DEVELOPMENT_ENVELOPE_KEY,
  endpoint,
  openEnvelope,
  sealEnvelope,
} from '@shop/domain';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeApi, fakeServer, TEST_CLIENT_CONFIG } from '../test/fake-api';
import { ApiError, callApi, hasErrorCode } from './api-client';

// Endpoints of this test only, so the client is checked apart from any screen.
const echo = endpoint({
  method: 'POST',
  path: '/api/test/echo',
  tag: 'test',
  summary: 'Answers a cart',
  body: z.object({ data: z.object({ name: z.string() }) }),
  response: z.object({ cart: z.array(z.object({ qty: z.number() })) }),
  errors: ['LOGIN_REQUIRED', 'OUT_OF_STOCK'],
});
const order = endpoint({
  method: 'GET',
  path: '/api/test/orders/:orderId',
  tag: 'test',
  summary: 'Answers an order',
  params: z.object({ orderId: z.string() }),
  query: z.object({ detail: z.string().optional() }),
  response: z.object({ id: z.string() }),
  errors: ['NOT_FOUND'],
});

type Seen = { url: URL; request: Request };

/** The raw network: every request the client made, and how the test server answers. */
function network(answer: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  fakeServer.use(
    http.all('/api/test/*', async ({ request }) => {
      const current = { url: new URL(request.url), request: request.clone() };
      seen.push(current);
      return answer(current);
    }),
  );
  return seen;
}

describe('calling an endpoint by its contract', () => {
  it('seals the body with the key from the client config, with credentials', async () => {
    fakeApi();
    const seen = network(() => HttpResponse.json({ cart: [] }));
    await callApi(echo, { data: { name: 'Asha' } });
    const [call] = seen;
    const sent = (await call?.request.json()) as { payload: string };
    expect(Object.keys(sent)).toEqual(['payload']);
    expect(await openEnvelope(sent.payload, DEVELOPMENT_ENVELOPE_KEY)).toEqual({
      data: { name: 'Asha' },
    });
    expect(call?.request.headers.get('content-type')).toBe('application/json');
    expect(call?.request.credentials).toBe('include');
  });

  it('fills the path parameters and the query string', async () => {
    fakeApi();
    const seen = network(({ url }) => HttpResponse.json({ id: url.pathname.split('/').at(-1) }));
    await expect(
      callApi(order, undefined, { params: { orderId: 'a b' }, query: { detail: 'full' } }),
    ).resolves.toEqual({ id: 'a%20b' });
    expect(seen[0]?.url.search).toBe('?detail=full');
    expect(seen[0]?.request.method).toBe('GET');
  });

  it('fetches the client config once, and needs none for a call without a body', async () => {
    let configs = 0;
    fakeApi().on(clearCookieEndpoint, { message: 'Logged out' });
    fakeServer.use(
      http.get('/api/client-config', () => {
        configs += 1;
        return HttpResponse.json(TEST_CLIENT_CONFIG);
      }),
    );
    network(() => HttpResponse.json({ cart: [] }));
    await callApi(clearCookieEndpoint);
    expect(configs).toBe(0);
    await callApi(echo, { data: { name: 'one' } });
    await callApi(echo, { data: { name: 'two' } });
    expect(configs).toBe(1);
  });

  it('opens a sealed answer into its JSON', async () => {
    fakeApi();
    const sealed = await sealEnvelope({ cart: [{ qty: 2 }] }, DEVELOPMENT_ENVELOPE_KEY);
    network(() => HttpResponse.json(sealed));
    await expect(callApi(echo, { data: { name: 'Asha' } })).resolves.toEqual({
      cart: [{ qty: 2 }],
    });
  });

  it('rejects an answer that breaks the contract, naming where', async () => {
    fakeApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    network(() => HttpResponse.json({ cart: [{ qty: 'two' }] }));
    const failure = callApi(echo, { data: { name: 'Asha' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 'CONTRACT_BROKEN' });
    await expect(failure).rejects.toThrow(/at cart\.0\.qty/);
  });

  it('turns an error answer into ApiError with its status, code, message and body', async () => {
    fakeApi();
    const answer = { message: 'Item Out of Stock!', code: 'OUT_OF_STOCK', cart: [] };
    network(() => HttpResponse.json(answer, { status: 409 }));
    const failure = await callApi(echo, { data: { name: 'Asha' } }).catch((error) => error);
    expect(failure).toMatchObject({ status: 409, code: 'OUT_OF_STOCK', body: answer });
    expect(failure.message).toBe('Item Out of Stock!');
    expect(hasErrorCode(failure, 'OUT_OF_STOCK')).toBe(true);
    expect(hasErrorCode(failure, 'ALREADY_IN_CART')).toBe(false);
  });

  it('opens a sealed error body, and names a code from the status when the body has none', async () => {
    fakeApi();
    const sealed = await sealEnvelope(
      { message: 'Kindly login to proceed!' },
      DEVELOPMENT_ENVELOPE_KEY,
    );
    network(() => HttpResponse.json(sealed, { status: 401 }));
    await expect(callApi(echo, { data: { name: 'Asha' } })).rejects.toMatchObject({
      status: 401,
      code: 'LOGIN_REQUIRED',
      message: 'Kindly login to proceed!',
    });
  });

  it('logs an answer sealed with another key and checks it as it is', async () => {
    fakeApi();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const foreign = await sealEnvelope({ cart: [] }, btoa('another-32-byte-key-for-the-test'));
    network(() => HttpResponse.json(foreign));
    await expect(callApi(echo, { data: { name: 'Asha' } })).rejects.toMatchObject({
      code: 'CONTRACT_BROKEN',
    });
    expect(errors).toHaveBeenCalledWith('Could not open the sealed response', expect.anything());
  });

  it('turns an unreachable server into NETWORK_ERROR', async () => {
    fakeApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    network(() => HttpResponse.error());
    await expect(callApi(echo, { data: { name: 'Asha' } })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('turns an HTML page where JSON was expected into UNREADABLE_ANSWER', async () => {
    fakeApi();
    network(() => new HttpResponse('<!doctype html><html></html>', { status: 200 }));
    await expect(callApi(echo, { data: { name: 'Asha' } })).rejects.toMatchObject({
      code: 'UNREADABLE_ANSWER',
    });
  });

  it('fails a sealed call when the client config cannot be loaded, and retries it next time', async () => {
    let configs = 0;
    fakeApi();
    fakeServer.use(
      http.get('/api/client-config', () => {
        configs += 1;
        return configs === 1
          ? HttpResponse.json({ message: 'Unavailable', code: 'SERVER_ERROR' }, { status: 503 })
          : HttpResponse.json(TEST_CLIENT_CONFIG);
      }),
    );
    network(() => HttpResponse.json({ cart: [] }));
    await expect(callApi(echo, { data: { name: 'Asha' } })).rejects.toMatchObject({ status: 503 });
    await expect(callApi(echo, { data: { name: 'Asha' } })).resolves.toEqual({ cart: [] });
  });
});
