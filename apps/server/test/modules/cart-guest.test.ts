import {
  type Catalogue,
  catalogueSchema,
  optionsFor,
  SELECTION_FIELDS,
  type Selection,
  selectField,
} from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';

/** The first option of every field: a complete build, as a visitor clicking straight through. */
function firstChoices(catalogue: Catalogue): Selection {
  let selection: Selection = {};
  for (const field of SELECTION_FIELDS) {
    const [first] = optionsFor(catalogue, selection, field);
    if (!first) throw new Error(`Nothing to choose for ${field}`);
    selection = selectField(selection, field, first.value);
  }
  return selection;
}

describe("a guest's cart priced by the server", () => {
  let testApp: TestApp;
  let selection: Selection;
  const updatePrice = (cart: unknown[]) =>
    testApp.app.inject({ method: 'POST', url: '/api/updatePrice', payload: { cart } });

  beforeAll(async () => {
    testApp = await buildTestApp();
    const components = await testApp.app.inject({ method: 'POST', url: '/api/fetchAllComponents' });
    selection = firstChoices(catalogueSchema.parse(components.json()));
  });
  afterAll(() => testApp.close());

  it('recomputes price, stock, title and itemShort, and keeps the temporary ids', async () => {
    const tampered = { updatedPrice: 1, price: 1, stock: 'Y', title: 'Free' };
    const response = await updatePrice([
      {
        itemid: 'tmp-1',
        userid: 'guest-7',
        itemType: 'PC',
        item: { selection, price: 1 },
        itemShort: 'x',
        qty: 2,
        ...tampered,
      },
      {
        itemid: 'tmp-2',
        itemType: 'monitor',
        item: { id: 'lg-ultragear-27gr75q' },
        qty: 1,
        ...tampered,
      },
    ]);

    expect(response.statusCode).toBe(200);
    const [pc, monitor] = response.json().cart;
    expect(pc).toMatchObject({
      itemid: 'tmp-1',
      userid: 'guest-7',
      itemType: 'PC',
      qty: 2,
      stock: 'Y',
    });
    expect(pc.updatedPrice).toBeGreaterThan(1_000);
    expect(pc.title).toMatch(/^Custom PC \((Elite|Pro|Master) PC\)$/);
    expect(pc.itemShort).not.toBe('x');
    expect(pc.item).toMatchObject({ price: pc.updatedPrice, selection });
    expect(monitor).toEqual({
      itemid: 'tmp-2',
      itemType: 'monitor',
      item: expect.objectContaining({ id: 'lg-ultragear-27gr75q', category: 'monitor' }),
      itemShort: 'LG UltraGear 27GR75Q',
      title: 'LG UltraGear 27GR75Q',
      updatedPrice: 19_999,
      stock: 'Y',
      qty: 1,
    });
  });

  it('answers a line the shop cannot sell as out of stock at no price, rather than failing the cart', async () => {
    const { psu: _left, ...unfinished } = selection;
    const response = await updatePrice([
      {
        itemType: 'mouse',
        item: { id: 'gone-mouse' },
        itemShort: 'Old mouse',
        qty: 1,
        stock: 'Y',
        updatedPrice: 999,
      },
      { itemType: 'PC', item: { selection: unfinished }, itemShort: 'Half PC', qty: 1 },
      { itemType: 'PB', item: { id: 'pb-1' }, itemShort: 'Pre-built', qty: 1 },
    ]);
    expect(response.statusCode).toBe(200);
    const shown = response.json().cart as Record<string, unknown>[];
    expect(shown.map(({ stock, updatedPrice, title }) => ({ stock, updatedPrice, title }))).toEqual(
      [
        { stock: 'N', updatedPrice: 0, title: 'Old mouse' },
        { stock: 'N', updatedPrice: 0, title: 'Half PC' },
        { stock: 'N', updatedPrice: 0, title: 'Pre-built' },
      ],
    );
  });

  it('refuses a quantity below 1 or a line of a kind the shop does not sell', async () => {
    const zero = await updatePrice([{ itemType: 'mouse', item: { id: 'x' }, qty: 0 }]);
    const speaker = await updatePrice([{ itemType: 'speaker', item: { id: 'x' }, qty: 1 }]);
    expect(zero.statusCode).toBe(400);
    expect(speaker.statusCode).toBe(400);
  });
});
