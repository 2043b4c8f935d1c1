import zlib from 'node:zlib';
import { buildPcObject, catalogueSchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changePrice } from '../catalogue-support';
import { completeSelection } from '../configurator-support';
import { settledChangeCount } from '../helper';
import {
  type AccountsTestApp,
  type Browser,
  buildAccountsApp,
  signedInBrowser,
} from './accounts/support';

const MOUSE = 'logitech-g102-lightsync';
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

// The kept answer's compression (platform/http/send-kept.ts); the plugin's per-request compression is a stream.
const brotli = vi.spyOn(zlib, 'brotliCompress');

describe('the cart refresh a browser asks for compressed', () => {
  let testApp: AccountsTestApp;
  let browser: Browser;

  beforeAll(async () => {
    testApp = await buildAccountsApp();
    ({ browser } = await signedInBrowser(testApp, 'compressed@example.in'));
    // A PC's line makes the answer large enough (over 1 KB) to be compressed at all.
    const components = await testApp.app.inject({ method: 'POST', url: '/api/fetchAllComponents' });
    const catalogue = catalogueSchema.parse(components.json());
    const selection = completeSelection(catalogue, { platform: 'AMD', gpuType: 'Dedicated' });
    await browser.post('/api/addToCart', {
      itemType: 'PC',
      item: { ...buildPcObject(catalogue, selection), selection },
      itemShort: 'x',
      qty: 1,
    });
    await browser.post('/api/addToCart', {
      itemType: 'mouse',
      item: { id: MOUSE },
      itemShort: 'Logitech G102 Lightsync',
      qty: 3,
    });
    // On PostgreSQL the first call started the change listener; until it has heard its own
    // probe, no answer is kept, and a busy machine can take longer than the setup above.
    await settledChangeCount(testApp.database);
  });
  afterAll(async () => {
    await testApp.close();
    brotli.mockRestore();
  });

  const refresh = (acceptEncoding?: string) =>
    browser.request({
      method: 'POST',
      url: '/api/updatePrice',
      payload: { cart: [] },
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });
  const setMousePrice = (change: number) =>
    changePrice(testApp.database.db, { kind: 'accessory', id: MOUSE }, change);

  it('is compressed once and sent as the same bytes until the cart or a price changes', async () => {
    const plain = await refresh();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressions = brotli.mock.calls.length;
    const first = await refresh(BROWSER_ENCODINGS);
    const second = await refresh(BROWSER_ENCODINGS);
    expect(brotli.mock.calls.length).toBe(compressions + 1);
    for (const answer of [first, second]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers).toMatchObject({
        'content-encoding': 'br',
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
      expect(String(answer.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(zlib.brotliDecompressSync(answer.rawPayload).toString()).toBe(plain.body);
    }
    // A client that takes only gzip gets gzip, kept on its own.
    const gzipped = await refresh('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);

    await setMousePrice(10_000);
    try {
      const repriced = await refresh(BROWSER_ENCODINGS);
      expect(brotli.mock.calls.length).toBe(compressions + 2);
      const mouseOf = (body: string) =>
        JSON.parse(body).cart.find((line: { itemType: string }) => line.itemType === 'mouse');
      const repricedMouse = mouseOf(zlib.brotliDecompressSync(repriced.rawPayload).toString());
      expect(repricedMouse.updatedPrice).toBe(mouseOf(plain.body).updatedPrice + 100);
    } finally {
      await setMousePrice(-10_000);
    }
  });

  it('is sent as it is to a client that asks for no compression, and when it is under 1 KB', async () => {
    const noCompression = await browser.request({
      method: 'POST',
      url: '/api/updatePrice',
      payload: { cart: [] },
      headers: { 'accept-encoding': BROWSER_ENCODINGS, 'x-no-compression': '1' },
    });
    expect(noCompression.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(noCompression.body).cart).toHaveLength(2);

    const { browser: small } = await signedInBrowser(testApp, 'small-cart@example.in');
    await small.post('/api/addToCart', {
      itemType: 'mouse',
      item: { id: MOUSE },
      itemShort: 'Logitech G102 Lightsync',
      qty: 1,
    });
    const answer = await small.request({
      method: 'POST',
      url: '/api/updatePrice',
      payload: { cart: [] },
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    });
    expect(answer.rawPayload.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body).cart).toEqual([expect.objectContaining({ qty: 1 })]);
  });
});
