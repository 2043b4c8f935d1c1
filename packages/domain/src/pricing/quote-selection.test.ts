import { describe, expect, it } from 'vitest';
import { buildItemShort, buildPcObject } from '../configurator/build-object';
import { completeSelectionProblems } from '../configurator/problems';
import {
  COMPATIBLE_SELECTION,
  cabinet,
  catalogueWith,
  processor,
  psu,
  storage,
} from '../configurator/test-catalogue';
import { priceSelection } from './price-selection';
import { allInStock, quoteSelection, type StockedCatalogue } from './quote-selection';

const catalogue = catalogueWith({
  processors: [processor('cpu', { title: 'AMD Ryzen 5 7600' })],
  storages: [storage('not-available', { storagetype: 'none', price: 0 }), storage('ssd')],
  psus: [psu('psu'), psu('weak', { tdp: 100, psuname: 'Weak 100W' })],
  cabinets: [cabinet('case', { cabinetbrand: 'Lian Li', cabinetmodel: 'O11 Air' })],
});

function withOutOfStock(outOfStock: StockedCatalogue['outOfStock']): StockedCatalogue {
  return { all: catalogue, outOfStock };
}

describe('quoteSelection', () => {
  it('quotes a complete build in stock: prices in paise, tier, build, name and title', () => {
    const price = priceSelection(catalogue, COMPATIBLE_SELECTION);
    expect(quoteSelection(allInStock(catalogue), COMPATIBLE_SELECTION)).toEqual({
      complete: true,
      buildable: true,
      problems: [],
      struckPrice: price.struckPrice,
      sellingPrice: price.sellingPrice,
      saving: price.saving,
      tier: 'Pro PC',
      build: buildPcObject(catalogue, COMPATIBLE_SELECTION),
      itemShort: buildItemShort(catalogue, COMPATIBLE_SELECTION),
      stock: 'Y',
      title: 'Custom PC (Pro PC)',
    });
    expect(price.sellingPrice).toBe(8_729_100);
  });

  it('prices nothing and names the missing parts while the selection is unfinished', () => {
    const { cabinetBrand: _, cabinetModel: __, ...unfinished } = COMPATIBLE_SELECTION;
    expect(quoteSelection(allInStock(catalogue), unfinished)).toEqual({
      complete: false,
      buildable: false,
      problems: ['Cabinet Brand is not chosen', 'Cabinet Model is not chosen'],
      struckPrice: 0,
      sellingPrice: 0,
      saving: 0,
      tier: null,
      build: null,
      itemShort: null,
      stock: 'Y',
      title: null,
    });
  });

  it('says which value the catalogue does not know', () => {
    const quote = quoteSelection(allInStock(catalogue), {
      ...COMPATIBLE_SELECTION,
      psu: 'free-psu',
    });
    expect(quote).toMatchObject({ complete: false, buildable: false, sellingPrice: 0 });
    expect(quote.problems).toEqual(['Unknown Power Supply "free-psu"']);
  });

  it('prices a build with a part out of stock, but does not call it complete', () => {
    const quote = quoteSelection(
      withOutOfStock({ processors: new Set(['cpu']) }),
      COMPATIBLE_SELECTION,
    );
    expect(quote).toMatchObject({
      complete: false,
      buildable: true,
      problems: ['AMD Ryzen 5 7600 is out of stock'],
      sellingPrice: priceSelection(catalogue, COMPATIBLE_SELECTION).sellingPrice,
      stock: 'N',
      title: 'Custom PC (Pro PC)',
    });
    expect(quote.build).toEqual(buildPcObject(catalogue, COMPATIBLE_SELECTION));
  });

  it('tells broken rules before parts out of stock, and every part out of stock in field order', () => {
    const selection = {
      ...COMPATIBLE_SELECTION,
      primaryStorage: 'ssd',
      secondaryStorage: 'ssd',
      psu: 'weak',
    };
    const broken = completeSelectionProblems(catalogue, selection);
    expect(broken.length).toBeGreaterThan(0);
    const quote = quoteSelection(
      withOutOfStock({
        cabinets: new Set(['case']),
        storages: new Set(['ssd']),
        psus: new Set(['weak']),
        // Not chosen: no matter.
        processors: new Set(['other']),
      }),
      selection,
    );
    expect(quote.problems).toEqual([
      ...broken,
      'ssd is out of stock',
      'ssd is out of stock',
      'Weak 100W is out of stock',
      'Lian Li O11 Air is out of stock',
    ]);
    expect(quote).toMatchObject({ complete: false, buildable: false, stock: 'N' });
  });

  it('knows nothing of parts out of stock that the selection does not name', () => {
    const quote = quoteSelection(
      withOutOfStock({ processors: new Set(['other']) }),
      COMPATIBLE_SELECTION,
    );
    expect(quote).toMatchObject({ complete: true, problems: [], stock: 'Y' });
  });
});
