import {
  buildPcObject,
  type Catalogue,
  catalogueSchema,
  completeSelectionProblems,
  type PcBuild,
  paiseToRupees,
  priceSelection,
  type Selection,
} from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePrice, setInStock } from '../catalogue-support';
import { completeSelection } from '../configurator-support';
import { buildTestApp, type TestApp } from '../helper';

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
  secondaryStorage: 'not-available',
};

describe('shared builds', () => {
  let testApp: TestApp;
  let catalogue: Catalogue;
  let selection: Selection;
  let build: PcBuild;

  // Each share from its own address: the per-address limit has its own test.
  let sharer = 0;
  const addBuild = (body: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/addBuild',
      payload: body as object,
      remoteAddress: `10.77.${Math.floor(++sharer / 250)}.${sharer % 250}`,
    });
  const getBuild = (id: unknown) =>
    testApp.app.inject({ method: 'POST', url: '/api/getBuild', payload: { id } });
  const share = async (shared: Selection = selection) => {
    const response = await addBuild({
      itemShort: 'x',
      item: { ...build, selection: shared },
      price: build.price,
    });
    expect(response.statusCode).toBe(201);
    return String(response.json().id);
  };
  const storedBuilds = () =>
    testApp.database.db.selectFrom('builds').select(['id', 'itemshort', 'price_paise']).execute();
  const card = () => ({ kind: 'gpu', id: String(selection.gpuModel) });
  const gpuPrice = (change: number) => changePrice(testApp.database.db, card(), change);
  const setCardInStock = (inStock: boolean) => setInStock(testApp.database.db, card(), inStock);

  beforeAll(async () => {
    testApp = await buildTestApp();
    const response = await testApp.app.inject({ method: 'POST', url: '/api/fetchAllComponents' });
    catalogue = catalogueSchema.parse(response.json());
    selection = completeSelection(catalogue, GAMING_PC);
    const made = buildPcObject(catalogue, selection);
    if (!made) throw new Error('The test build is not complete');
    build = made;
  });
  afterAll(() => testApp.close());

  it('shares a build and gives it back as the server made it, in rupees', async () => {
    const id = await share();
    const response = await getBuild(id);

    expect(response.statusCode).toBe(200);
    const sellingPrice = paiseToRupees(priceSelection(catalogue, selection).sellingPrice);
    expect(response.json()).toEqual({
      rows: [
        {
          item: { ...build, price: sellingPrice },
          updatedPrice: sellingPrice,
          itemshort: 'Ryzen 7 7800X3D | RTX 4070 SUPER | 32GB DDR5 | 1TB NVMe',
          stockStatus: 'Y',
        },
      ],
    });
  });

  it('ignores the price, name and descriptions the browser sends', async () => {
    const response = await addBuild({
      itemShort: 'RTX 5090 gaming PC',
      item: { ...build, processor: 'Free upgrade', price: 1, gpuModel: 'RTX 5090' },
      price: 1,
    });
    const id = String(response.json().id);

    const stored = (await storedBuilds()).find((row) => row.id === id);
    expect(stored).toEqual({
      id,
      itemshort: 'Ryzen 7 7800X3D | RTX 4070 SUPER | 32GB DDR5 | 1TB NVMe',
      price_paise: priceSelection(catalogue, selection).sellingPrice,
    });
    const [row] = (await getBuild(id)).json().rows;
    expect(row.item).toMatchObject({ processor: build.processor, gpuModel: build.gpuModel });
    expect(row.item.price).toBe(paiseToRupees(stored?.price_paise ?? 0));
  });

  it('refuses an incompatible build with the first broken rule, and stores nothing', async () => {
    const weakest = catalogue.psus[0];
    const incompatible = { ...selection, psu: String(weakest?.idpsu) };
    const [firstProblem] = completeSelectionProblems(catalogue, incompatible);
    expect(firstProblem).toBeDefined();
    const before = (await storedBuilds()).length;

    const response = await addBuild({
      itemShort: 'x',
      item: { selection: incompatible },
      price: 1,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: firstProblem, code: 'BUILD_REFUSED' });
    expect(await storedBuilds()).toHaveLength(before);
  });

  it('refuses unknown parts, an unfinished build and a build with no selection', async () => {
    const unknown = await addBuild({
      item: { selection: { ...selection, processor: 'ryzen-99' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'Unknown Processor Model "ryzen-99"',
      code: 'BUILD_REFUSED',
    });

    const unfinished = await addBuild({ item: { selection: { platform: 'AMD' } } });
    expect(unfinished.statusCode).toBe(400);
    expect(unfinished.json()).toEqual({ message: 'GPU Type is not chosen', code: 'BUILD_REFUSED' });

    for (const body of [{ item: { price: 1 } }, { itemShort: 'x', price: 1 }]) {
      const missing = await addBuild(body);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        message: 'The build has no selection of parts',
        code: 'INCOMPLETE_PC',
      });
    }
  });

  it("gives a shared build today's price when a part's price changes", async () => {
    const id = await share();
    const rise = 1_000_000; // ₹10,000 on the graphics card
    await gpuPrice(rise);
    try {
      const [row] = (await getBuild(id)).json().rows;
      const card = catalogue.gpus.find((gpu) => gpu.idgpu === selection.gpuModel);
      const today = {
        ...catalogue,
        gpus: catalogue.gpus.map((gpu) =>
          gpu === card ? { ...gpu, price: gpu.price + rise / 100 } : gpu,
        ),
      };
      const expected = paiseToRupees(priceSelection(today, selection).sellingPrice);
      expect(expected).toBeGreaterThan(build.price);
      expect(row.updatedPrice).toBe(expected);
      expect(row.item.price).toBe(expected);
    } finally {
      await gpuPrice(-rise);
    }
  });

  it('shows a shared build out of stock while one of its parts is, and in stock again after', async () => {
    const id = await share();
    await setCardInStock(false);
    try {
      const [row] = (await getBuild(id)).json().rows;
      expect(row.stockStatus).toBe('N');
      expect(row.updatedPrice).toBe(build.price);
    } finally {
      await setCardInStock(true);
    }
    expect((await getBuild(id)).json().rows[0].stockStatus).toBe('Y');
  });

  it('keeps a build whose part has left the catalogue, unpriced and out of stock', async () => {
    const id = await share();
    const card = String(selection.gpuModel);
    const removed = await testApp.database.db
      .deleteFrom('catalogue_items')
      .where('kind', '=', 'gpu')
      .where('id', '=', card)
      .returningAll()
      .executeTakeFirstOrThrow();
    try {
      const [row] = (await getBuild(id)).json().rows;
      expect(row).toMatchObject({ updatedPrice: 0, stockStatus: 'N' });
      expect(row.item).toEqual({ ...build, price: 0 });
    } finally {
      await testApp.database.db
        .insertInto('catalogue_items')
        .values({ ...removed, document: JSON.stringify(removed.document) })
        .execute();
    }
  });

  it('answers 404 for an id that is not a shared build', async () => {
    const id = await share();
    const lookalike = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [lookalike, 'build-1', "' or 1=1 --", '']) {
      const response = await getBuild(wrong);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Build not found', code: 'BUILD_NOT_FOUND' });
    }
  });

  it('gives every build an unguessable id: 128 random bits, URL-safe', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => share()));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(id, 'base64url')).toHaveLength(16);
    }
  });
});
