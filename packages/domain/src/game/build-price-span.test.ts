import { describe, expect, it } from 'vitest';
import {
  COMPATIBLE_SELECTION,
  catalogueWith,
  gpu,
  processor,
} from '../configurator/test-catalogue';
import { allInStock } from '../pricing/quote-selection';
import { loadRealCatalogue } from '../test/real-catalogue';
import { drawBasePrice } from './budget';
import { buildPriceSpan } from './build-price-span';
import { gameBuildPrice } from './game-build';

const priceOf = (catalogue: ReturnType<typeof allInStock>, changes: object) => {
  const priced = gameBuildPrice(catalogue, { ...COMPATIBLE_SELECTION, ...changes });
  if (!('price' in priced)) throw new Error(priced.problem);
  return priced.price;
};

describe('buildPriceSpan', () => {
  it('finds the cheapest and the dearest build among the parts offered', () => {
    const catalogue = allInStock(
      catalogueWith({
        processors: [processor('cpu'), processor('cpu-dear', { price: 40_000 })],
        gpus: [
          gpu('card'),
          gpu('card-cheap', { price: 5_000 }),
          gpu('card-dear', { price: 90_000 }),
        ],
      }),
    );
    expect(buildPriceSpan(catalogue)).toEqual({
      cheapest: priceOf(catalogue, { gpuModel: 'card-cheap' }),
      dearest: priceOf(catalogue, {
        processor: 'cpu-dear',
        gpuModel: 'card-dear',
        secondaryStorage: 'ssd',
      }),
    });
  });

  it('is null when the catalogue allows no build', () => {
    expect(buildPriceSpan(allInStock(catalogueWith({ psus: [] })))).toBeNull();
  });

  it("on the shop's catalogue, starts above the game's ₹30,000, so budgets from there could not be met", () => {
    const span = buildPriceSpan(allInStock(loadRealCatalogue()));
    expect(span?.cheapest).toBeGreaterThan(30_000_00);
    expect(span?.dearest).toBeGreaterThan(span?.cheapest ?? 0);
  });
});

describe('drawBasePrice within the span of builds', () => {
  const asked: Array<[number, number]> = [];
  const lowest = (min: number, max: number) => {
    asked.push([min, max]);
    return min;
  };

  it('draws from the first whole ₹1,000 at or above the cheapest build to the last at or below the dearest', () => {
    asked.length = 0;
    drawBasePrice(lowest, { cheapest: 34_641_00, dearest: 2_10_450_00 });
    expect(asked).toEqual([[35_000, 210_000]]);
  });

  it("keeps to the game's own range where the catalogue reaches past it", () => {
    asked.length = 0;
    drawBasePrice(lowest, { cheapest: 12_000_00, dearest: 9_00_000_00 });
    expect(asked).toEqual([[30_000, 350_000]]);
  });

  it("keeps the game's range when the span leaves no whole ₹1,000 in it", () => {
    asked.length = 0;
    drawBasePrice(lowest, { cheapest: 3_60_000_00, dearest: 3_70_000_00 });
    drawBasePrice(lowest, null);
    expect(asked).toEqual([
      [30_000, 350_000],
      [30_000, 350_000],
    ]);
  });

  it('refuses a draw outside the span', () => {
    expect(() =>
      drawBasePrice(() => 30_000, { cheapest: 34_641_00, dearest: 2_00_000_00 }),
    ).toThrow(RangeError);
  });
});
