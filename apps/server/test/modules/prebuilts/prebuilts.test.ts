import {
  BUDGET_SLIDER,
  type PrebuiltDefinition,
  paiseToRupees,
  prebuiltOfferSchema,
  quoteSelection,
  USE_CASE_IDS,
} from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whileOutOfStock } from '../../catalogue-support';
import { buildTestApp, type TestApp } from '../../helper';
import { fetchPrebuilt, getPc, offerOf, rangeFile } from './support';

describe('the pre-built range', () => {
  let testApp: TestApp;
  let range: PrebuiltDefinition[];
  const db = () => testApp.database.db;

  beforeAll(async () => {
    testApp = await buildTestApp();
    range = await rangeFile();
  });
  afterAll(() => testApp.close());

  it('seeds every machine as a valid build priced by the domain quote of its parts', async () => {
    expect(range.length).toBeGreaterThanOrEqual(40);
    const catalogue = await testApp.app.catalogue.current();
    for (const machine of range) {
      const quote = quoteSelection(catalogue, machine.selection);
      expect(quote.problems, machine.id).toEqual([]);
      const response = await getPc(testApp.app, machine.useCase, machine.id);
      expect(response.statusCode).toBe(200);
      const [row] = response.json().rows;
      expect(prebuiltOfferSchema.parse(row)).toMatchObject({
        id: machine.id,
        name: machine.name,
        updatedPrice: paiseToRupees(quote.sellingPrice),
        pcShort: quote.itemShort,
        tier: quote.tier,
        stockStatus: 'Y',
      });
      expect(row.pc.selection).toEqual(machine.selection);
    }
  });

  it('reprices at once every machine that uses a part whose price changed, and no other', async () => {
    const card = 'zotac-rtx-5070-twin-edge-oc';
    const using = range.filter((machine) => machine.selection.gpuModel === card);
    const other = range.find((machine) => machine.selection.gpuModel !== card);
    expect(using.length).toBeGreaterThan(1);
    if (!other) throw new Error('The range has only one card');
    const before = await Promise.all([...using, other].map((m) => offerOf(testApp.app, m)));

    const { price_paise } = await db()
      .selectFrom('catalogue_items')
      .where('kind', '=', 'gpu')
      .select('price_paise')
      .where('id', '=', card)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('catalogue_items')
      .where('kind', '=', 'gpu')
      .set({ price_paise: Number(price_paise) + 10_000_00 })
      .where('id', '=', card)
      .execute();
    try {
      const after = await Promise.all([...using, other].map((m) => offerOf(testApp.app, m)));
      using.forEach((machine, index) => {
        // ₹10,000 more in parts is about ₹11,340 more to pay (x 1.26, rounded, 90 percent).
        const rise = (after[index]?.updatedPrice ?? 0) - (before[index]?.updatedPrice ?? 0);
        expect(rise, machine.id).toBeGreaterThan(11_000);
        expect(rise, machine.id).toBeLessThan(11_700);
      });
      expect(after.at(-1)?.updatedPrice).toBe(before.at(-1)?.updatedPrice);
    } finally {
      await db()
        .updateTable('catalogue_items')
        .where('kind', '=', 'gpu')
        .set({ price_paise })
        .where('id', '=', card)
        .execute();
    }
  });

  it('marks out of stock at once every machine that uses a part out of stock, and finds others', async () => {
    const cpu = 'intel-core-i3-12100f';
    const using = range.filter((machine) => machine.selection.processor === cpu);
    expect(using.length).toBeGreaterThan(1);
    await whileOutOfStock(db(), { kind: 'processor', id: cpu }, async () => {
      for (const machine of using) {
        expect((await offerOf(testApp.app, machine)).stockStatus, machine.id).toBe('N');
      }
      const found = await fetchPrebuilt(testApp.app, { useCase: 'gaming', price: 55_000 });
      const ids = found.json().map((offer: { id: string }) => offer.id);
      expect(ids.length).toBeGreaterThan(0);
      for (const machine of using) expect(ids).not.toContain(machine.id);
    });
  });

  it('keeps a machine the shop marked out of stock out of the finder, and says so on its page', async () => {
    const [machine] = range;
    if (!machine) throw new Error('empty range');
    await whileOutOfStock(db(), { kind: 'prebuilt', id: machine.id }, async () => {
      expect((await offerOf(testApp.app, machine)).stockStatus).toBe('N');
      const budget = (await offerOf(testApp.app, machine)).updatedPrice;
      const found = await fetchPrebuilt(testApp.app, { useCase: machine.useCase, price: budget });
      expect(found.json().map((offer: { id: string }) => offer.id)).not.toContain(machine.id);
    });
  });

  it('shows a price change on another instance sharing the database at once', async () => {
    const second = await buildTestApp({ database: testApp.database });
    const machine = range.find((each) => each.selection.psu === 'corsair-cx550');
    if (!machine) throw new Error('no machine with that power supply');
    try {
      const before = await offerOf(second.app, machine);
      await db()
        .updateTable('catalogue_items')
        .where('kind', '=', 'psu')
        .set({ price_paise: 99_999_00 })
        .where('id', '=', 'corsair-cx550')
        .execute();
      expect((await offerOf(second.app, machine)).updatedPrice).toBeGreaterThan(
        before.updatedPrice,
      );
      expect((await offerOf(testApp.app, machine)).updatedPrice).toBe(
        (await offerOf(second.app, machine)).updatedPrice,
      );
    } finally {
      await db()
        .updateTable('catalogue_items')
        .where('kind', '=', 'psu')
        .set({ price_paise: 4_499_00 })
        .where('id', '=', 'corsair-cx550')
        .execute();
      await second.app.close();
    }
  });

  it('never answers empty for a use case with machines, at any step of the budget slider', async () => {
    const empty: string[] = [];
    for (const useCase of USE_CASE_IDS) {
      for (
        let price = BUDGET_SLIDER.minRupees;
        price <= BUDGET_SLIDER.maxRupees;
        price += BUDGET_SLIDER.stepRupees
      ) {
        const response = await fetchPrebuilt(testApp.app, { useCase, price });
        expect(response.statusCode).toBe(200);
        const offers = response.json() as { useCase: string; stockStatus: string }[];
        if (offers.length === 0) empty.push(`${useCase} at ${price}`);
        for (const offer of offers) {
          expect(offer.useCase).toBe(useCase);
          expect(offer.stockStatus).toBe('Y');
        }
      }
    }
    expect(empty).toEqual([]);
  });

  it('answers the nearest machines, best first, for a gaming budget of ₹1,00,000', async () => {
    const response = await fetchPrebuilt(testApp.app, { useCase: 'gaming', price: 100_000 });
    const offers = response.json() as { updatedPrice: number; gamingScore: number }[];
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.updatedPrice).toBeGreaterThanOrEqual(75_000);
      expect(offer.updatedPrice).toBeLessThanOrEqual(110_000);
      expect(offer.gamingScore).toBeGreaterThan(0);
    }
  });

  it("refuses a search without a use case in the finder's words", async () => {
    const missing = await fetchPrebuilt(testApp.app, { price: 100_000 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Please Select Use Case', code: 'BAD_REQUEST' });
    const unknown = await fetchPrebuilt(testApp.app, { useCase: 'office', price: 100_000 });
    expect(unknown.json().message).toBe('Please Select Use Case');
    const noPrice = await fetchPrebuilt(testApp.app, { useCase: 'gaming' });
    expect(noPrice.statusCode).toBe(400);
  });

  it('answers 404 for an unknown machine or one asked for under another use case', async () => {
    const unknown = await getPc(testApp.app, 'gaming', 'no-such-machine');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Pre-built not found', code: 'PREBUILT_NOT_FOUND' });
    const gaming = range.find((machine) => machine.useCase === 'gaming');
    const wrong = await getPc(testApp.app, 'ai', gaming?.id ?? '');
    expect(wrong.statusCode).toBe(404);
  });
});
