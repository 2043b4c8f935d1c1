import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ACCESSORY_CATEGORIES, type AccessoryOffer, accessoryListSchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessoriesSeeder } from '../../src/modules/accessories/seeder';
import { seedDataDir } from '../../src/paths';
import { BROWSING_STALENESS_MS } from '../../src/platform/stores/versioned-store';
import { setInStock as setItemInStock } from '../catalogue-support';
import { buildTestApp, type TestApp } from '../helper';
import { testClock } from './accounts/support';

describe('add-ons', () => {
  let testApp: TestApp;
  const fetchAccessories = (method: 'GET' | 'POST' = 'POST', headers = {}) =>
    testApp.app.inject({ method, url: '/api/fetchAccessories', headers });
  const setInStock = (id: string, inStock: boolean) =>
    setItemInStock(testApp.database.db, { kind: 'accessory', id }, inStock);

  const clock = testClock();

  beforeAll(async () => {
    testApp = await buildTestApp({ clock });
  });
  afterAll(() => testApp.close());

  it('answers every add-on of the data file, in its order, in stock, with rupee prices', async () => {
    const file = accessoryListSchema.parse(
      JSON.parse(await readFile(join(seedDataDir, accessoriesSeeder.file), 'utf8')),
    );
    const response = await fetchAccessories();

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({
      accessories: file.map((accessory) => ({ ...accessory, stock: 'Y' })),
    });
    const categories = new Set(file.map((accessory) => accessory.category));
    expect([...categories]).toEqual([...ACCESSORY_CATEGORIES]);
  });

  it('revalidates a GET with its ETag, and never answers a POST 304', async () => {
    const first = await fetchAccessories('GET');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await fetchAccessories('GET', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const posted = await fetchAccessories('POST', { 'if-none-match': etag });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toBe(first.body);
  });

  it('shows an add-on the shop marked out of stock as stock N, with a new ETag', async () => {
    const before = await fetchAccessories('GET');
    await setInStock('logitech-g29-driving-force', false);
    try {
      // Browsing may lag the database by up to a second (BROWSING_STALENESS_MS): past it, the
      // next visitor sets off a check and the one after sees the change.
      clock.advance(BROWSING_STALENESS_MS + 1);
      await fetchAccessories();
      await testApp.app.accessories.settle();
      const { accessories } = (await fetchAccessories()).json();
      expect(
        accessories.find((a: AccessoryOffer) => a.id === 'logitech-g29-driving-force')?.stock,
      ).toBe('N');
      const after = await fetchAccessories('GET', { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await setInStock('logitech-g29-driving-force', true);
    }
  });

  it('compresses the list for a browser that accepts gzip', async () => {
    const response = await fetchAccessories('GET', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

const MOUSE_FACTS = {
  origin: 'China',
  maker: 'Logitech International S.A., Lausanne, Switzerland',
  importer: 'Logitech Electronics India Pvt. Ltd., Bengaluru, Karnataka',
};

describe('add-ons seeder', () => {
  const mouse = {
    id: 'logitech-g102-lightsync',
    category: 'mouse',
    itemShort: 'Logitech G102 Lightsync',
    item: 'Wired gaming mouse',
    price: 1395,
    warranty: 2,
    colour: '#161616',
  };

  it('refuses an add-on without its country of origin or its maker, naming the row and field', async () => {
    const { origin: _origin, ...noOrigin } = MOUSE_FACTS;
    await expect(
      accessoriesSeeder.apply(undefined as never, [{ ...mouse, facts: noOrigin }]),
    ).rejects.toThrow('row 1 (logitech-g102-lightsync), facts.origin: State the country of origin');
    await expect(
      accessoriesSeeder.apply(undefined as never, [
        { ...mouse, facts: { ...MOUSE_FACTS, maker: '' } },
      ]),
    ).rejects.toThrow(
      'row 1 (logitech-g102-lightsync), facts.maker: State the manufacturer: name, town and country',
    );
    await expect(accessoriesSeeder.apply(undefined as never, [mouse])).rejects.toThrow(
      'row 1 (logitech-g102-lightsync), facts: Every product states its facts',
    );
  });

  it('refuses a file with a price in part-rupees, naming the row and field', async () => {
    const rows = [
      {
        id: 'logitech-g102-lightsync',
        category: 'mouse',
        itemShort: 'Logitech G102 Lightsync',
        item: 'Wired gaming mouse',
        price: 1395.5,
        warranty: 2,
        colour: '#161616',
        facts: MOUSE_FACTS,
      },
    ];
    await expect(accessoriesSeeder.apply(undefined as never, rows)).rejects.toThrow(
      /row 1 \(logitech-g102-lightsync\), price/,
    );
  });
});
