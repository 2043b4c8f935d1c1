import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ACCESSORY_CATEGORIES, type AccessoryOffer, accessoryListSchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessoriesSeeder } from '../../src/modules/accessories/seeder';
import { seedDataDir } from '../../src/paths';
import { buildTestApp, type TestApp } from '../helper';

describe('add-ons', () => {
  let testApp: TestApp;
  const fetchAccessories = (method: 'GET' | 'POST' = 'POST', headers = {}) =>
    testApp.app.inject({ method, url: '/api/fetchAccessories', headers });
  const setInStock = (id: string, inStock: boolean) =>
    testApp.database.db
      .updateTable('accessories')
      .set({ in_stock: inStock })
      .where('id', '=', id)
      .execute();

  beforeAll(async () => {
    testApp = await buildTestApp();
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
      // Browsing may lag the database by up to a second (BROWSING_STALENESS_MS).
      await expect
        .poll(
          async () => {
            const { accessories } = (await fetchAccessories()).json();
            return accessories.find((a: AccessoryOffer) => a.id === 'logitech-g29-driving-force')
              ?.stock;
          },
          { timeout: 5_000, interval: 200 },
        )
        .toBe('N');
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

describe('add-ons seeder', () => {
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
      },
    ];
    await expect(accessoriesSeeder.apply(undefined as never, rows)).rejects.toThrow(
      /row 1 \(logitech-g102-lightsync\), price/,
    );
  });
});
