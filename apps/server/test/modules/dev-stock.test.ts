import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';

const MOUSE = 'logitech-g102-lightsync';

describe('POST /api/dev/stock', () => {
  let testApp: TestApp;
  const setStock = (payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url: '/api/dev/stock', payload });
  const inStock = async (kind: 'accessory' | 'processor', id: string) =>
    (
      await testApp.database.db
        .selectFrom('catalogue_items')
        .where('kind', '=', kind)
        .select('in_stock')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).in_stock;
  const guestPrice = async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/updatePrice',
      payload: { cart: [{ itemType: 'mouse', item: { id: MOUSE }, qty: 1 }] },
    });
    return response.json<{ cart: { stock: string; updatedPrice: number }[] }>().cart[0];
  };

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('marks an add-on out of stock, which the cart then prices as out of stock, and back', async () => {
    const out = await setStock({ kind: 'accessory', id: MOUSE, inStock: false });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ kind: 'accessory', id: MOUSE, inStock: false });
    expect(await inStock('accessory', MOUSE)).toBe(false);
    expect((await guestPrice())?.stock).toBe('N');

    await setStock({ kind: 'accessory', id: MOUSE, inStock: true });
    expect(await inStock('accessory', MOUSE)).toBe(true);
    expect((await guestPrice())?.stock).toBe('Y');
  });

  it('marks a catalogue part out of stock', async () => {
    const { id } = await testApp.database.db
      .selectFrom('catalogue_items')
      .where('kind', '=', 'processor')
      .select('id')
      .executeTakeFirstOrThrow();
    const response = await setStock({ kind: 'processor', id, inStock: false });
    expect(response.statusCode).toBe(200);
    expect(await inStock('processor', id)).toBe(false);
    await setStock({ kind: 'processor', id, inStock: true });
  });

  it('marks a pre-built out of stock, which its page then shows', async () => {
    const getPc = async () =>
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/getPc',
          payload: { useCase: 'gaming', id: 'gaming-strike-5060' },
        })
      ).json().rows[0].stockStatus;
    await setStock({ kind: 'prebuilt', id: 'gaming-strike-5060', inStock: false });
    expect(await getPc()).toBe('N');
    await setStock({ kind: 'prebuilt', id: 'gaming-strike-5060', inStock: true });
    expect(await getPc()).toBe('Y');
  });

  it('answers 404 for an unknown id and 400 for an unknown kind', async () => {
    const unknown = await setStock({ kind: 'accessory', id: 'no-such-mouse', inStock: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No accessory no-such-mouse', code: 'NOT_FOUND' });
    const badKind = await setStock({ kind: 'speaker', id: MOUSE, inStock: false });
    expect(badKind.statusCode).toBe(400);
  });

  it('does not exist in production', async () => {
    const production = await buildTestApp({
      database: testApp.database,
      env: { NODE_ENV: 'production', ENVELOPE_KEY: randomBytes(32).toString('base64') },
    });
    const response = await production.app.inject({
      method: 'POST',
      url: '/api/dev/stock',
      payload: { kind: 'accessory', id: MOUSE, inStock: false },
    });
    await production.app.close();
    expect(response.statusCode).toBe(404);
    expect(await inStock('accessory', MOUSE)).toBe(true);
  });
});
