import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  type Catalogue,
  catalogueSchema,
  paiseToRupees,
  priceSelection,
  type Selection,
} from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRealCatalogue } from '../../../../packages/domain/src/test/real-catalogue';
import { createCatalogueService } from '../../src/modules/catalogue/service';
import { BROWSING_STALENESS_MS } from '../../src/platform/stores/versioned-store';
import { setInStock as setItemInStock, whilePriceRaised } from '../catalogue-support';
import { completeSelection } from '../configurator-support';
import { buildTestApp, type TestApp } from '../helper';
import { testClock } from './accounts/support';

const TABLES = Object.keys(loadRealCatalogue());

/** The data files the shop seeds from, read by the domain's one test loader. */
async function dataFiles(): Promise<Catalogue> {
  return loadRealCatalogue();
}

const GAMING_PC: Selection = {
  platform: 'AMD',
  gpuType: 'Dedicated',
  generation: 'Ryzen 7000 Series',
  processor: 'amd-ryzen-7-7800x3d',
  ramType: 'DDR5',
  ramRGB: 'N',
  ramSize: 'corsair-vengeance-32gb-ddr5-5600',
  gpuBrand: 'NVIDIA',
  gpuModel: 'gigabyte-rtx-4070-super-windforce-oc',
  primaryStorage: 'kingston-nv3-1tb',
};

describe('the component catalogue', () => {
  let testApp: TestApp;
  let files: Catalogue;
  let selection: Selection;

  const fetchAll = (method: 'GET' | 'POST', headers: Record<string, string> = {}) =>
    testApp.app.inject({ method, url: '/api/fetchAllComponents', headers });
  const priceBuild = (body: unknown) =>
    testApp.app.inject({ method: 'POST', url: '/api/priceBuild', payload: body as object });
  const setInStock = (kind: 'processor' | 'gpu', id: string, inStock: boolean) =>
    setItemInStock(testApp.database.db, { kind, id }, inStock);

  const clock = testClock();

  beforeAll(async () => {
    testApp = await buildTestApp({ clock });
    files = await dataFiles();
    selection = completeSelection(files, GAMING_PC);
  });
  afterAll(() => testApp.close());

  it('serves every seeded part in the domain shape, with rupee prices as in the data files', async () => {
    const response = await fetchAll('POST');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(Object.keys(response.json())).toEqual(TABLES);
    expect(catalogueSchema.parse(response.json())).toEqual(files);
    expect(response.json()).toEqual(files);
  });

  it("gives other modules a part's facts, none for the Box Cooler, and nothing for an unknown id", async () => {
    const catalogue = createCatalogueService(testApp.app);
    const [card] = files.gpus;
    expect(await catalogue.partFacts('gpu', String(card?.idgpu))).toEqual(card?.facts);
    expect(card?.facts?.origin).toBeTruthy();
    expect(await catalogue.partFacts('cooler', 'box-cooler')).toBeNull();
    expect(await catalogue.partFacts('gpu', 'no-such-card')).toBeUndefined();
  });

  it('stores prices as whole paise', async () => {
    const row = await testApp.database.db
      .selectFrom('catalogue_items')
      .where('kind', '=', 'processor')
      .select(['price_paise', 'in_stock'])
      .where('id', '=', 'amd-ryzen-7-7800x3d')
      .executeTakeFirstOrThrow();
    const inFile = files.processors.find((processor) => processor.idcomp === 'amd-ryzen-7-7800x3d');
    expect(row).toEqual({ price_paise: (inFile?.price ?? 0) * 100, in_stock: true });
  });

  it('answers GET with a strong ETag and 304 when the browser already has it', async () => {
    const first = await fetchAll('GET');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await fetchAll('POST')).headers.etag).toBe(etag);

    const again = await fetchAll('GET', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await fetchAll('GET', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await fetchAll('GET', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // A POST is not revalidated: it always carries the catalogue.
    expect((await fetchAll('POST', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('sends the same catalogue compressed, with an ETag per coding', async () => {
    const plain = (await fetchAll('GET')).rawPayload;
    const brotli = await fetchAll('GET', { 'accept-encoding': 'gzip, deflate, br' });
    const gzipped = await fetchAll('GET', { 'accept-encoding': 'gzip, br;q=0' });

    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload)).toEqual(plain);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload)).toEqual(plain);
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(new Set([brotli.headers.etag, gzipped.headers.etag]).size).toBe(2);
  });

  it('prices a complete build on the server exactly as the domain does', async () => {
    const response = await priceBuild({ selection });
    const price = priceSelection(files, selection);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      complete: true,
      problems: [],
      struckPrice: paiseToRupees(price.struckPrice),
      sellingPrice: paiseToRupees(price.sellingPrice),
      saving: paiseToRupees(price.saving),
      struckPricePaise: price.struckPrice,
      sellingPricePaise: price.sellingPrice,
      savingPaise: price.saving,
      tier: price.tier,
    });
    expect(price.sellingPrice).toBeGreaterThan(0);
  });

  it('ignores any price the request carries', async () => {
    const honest = (await priceBuild({ selection })).json();
    const tampered = await priceBuild({
      selection: { ...selection, price: 1, sellingPrice: 1 },
      price: 1,
      sellingPricePaise: 100,
    });
    expect(tampered.json()).toEqual(honest);
  });

  it('prices nothing and says why while the build is incomplete or names an unknown part', async () => {
    const partial = await priceBuild({ selection: { platform: 'AMD' } });
    expect(partial.json()).toMatchObject({ complete: false, sellingPricePaise: 0, tier: null });
    expect(partial.json().problems).toContain('GPU Type is not chosen');

    const unknown = await priceBuild({ selection: { ...selection, psu: 'free-psu' } });
    expect(unknown.json()).toMatchObject({ complete: false, sellingPrice: 0 });
    expect(unknown.json().problems).toContain('Unknown Power Supply "free-psu"');
  });

  it('follows a price changed in the database at once, with no restart', async () => {
    const before = (await priceBuild({ selection })).json();
    const gpu = { kind: 'gpu', id: String(selection.gpuModel) };
    await whilePriceRaised(testApp.database.db, gpu, 1_000_000, async () => {
      const after = (await priceBuild({ selection })).json();
      expect(after.sellingPricePaise).toBeGreaterThan(before.sellingPricePaise);
    });
  });

  it('stops offering a part marked out of stock within a second', async () => {
    const card = String(selection.gpuModel);
    expect((await fetchAll('POST')).json().gpus).toHaveLength(files.gpus.length);
    await setInStock('gpu', card, false);
    try {
      // A second later the browsing copy is due a check: the next visitor sets it off and still
      // gets the copy; the one after gets the catalogue as it now is.
      clock.advance(BROWSING_STALENESS_MS + 1);
      await fetchAll('POST');
      await testApp.app.catalogue.settle();
      const offered: Catalogue = (await fetchAll('POST')).json();
      expect(offered.gpus.map((gpu) => gpu.idgpu)).not.toContain(card);
      expect(offered.gpus).toHaveLength(files.gpus.length - 1);
    } finally {
      await setInStock('gpu', card, true);
    }
  });

  it('prices a build with a part out of stock but does not call it complete', async () => {
    await setInStock('processor', String(selection.processor), false);
    try {
      const priced = (await priceBuild({ selection })).json();
      expect(priced.complete).toBe(false);
      expect(priced.problems).toEqual(['AMD Ryzen 7 7800X3D is out of stock']);
      expect(priced.sellingPricePaise).toBe(priceSelection(files, selection).sellingPrice);
    } finally {
      await setInStock('processor', String(selection.processor), true);
    }
  });
});
