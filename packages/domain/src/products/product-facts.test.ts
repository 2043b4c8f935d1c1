import { describe, expect, it } from 'vitest';
import { originsOf, type ProductFacts, productFactsSchema } from './product-facts';

const imported: ProductFacts = {
  origin: 'Taiwan',
  maker: 'Team Group Inc., New Taipei City, Taiwan',
  importer: 'Supertron Electronics Pvt. Ltd., Kolkata, West Bengal',
};

const issues = (value: unknown) =>
  productFactsSchema
    .safeParse(value)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('productFactsSchema', () => {
  it('accepts an imported product with its importer, and one made in India without', () => {
    expect(issues(imported)).toEqual([]);
    expect(issues({ origin: 'India', maker: 'Dixon Technologies, Noida', importer: null })).toEqual(
      [],
    );
  });

  it('refuses a missing or misspelt origin and a missing maker, naming each', () => {
    expect(issues({ ...imported, origin: 'Chna' })[0]?.[0]).toBe('origin');
    expect(issues({ maker: imported.maker, importer: imported.importer })[0]?.[0]).toBe('origin');
    expect(issues({ ...imported, maker: ' ' })).toEqual([
      ['maker', 'State the manufacturer: name, town and country'],
    ]);
  });

  it('asks for the importer of goods made abroad, and none for goods made in India', () => {
    expect(issues({ ...imported, importer: null })).toEqual([
      ['importer', 'Made in Taiwan: name the importer in India'],
    ]);
    expect(issues({ ...imported, origin: 'India' })).toEqual([
      ['importer', 'Made in India: there is no importer, leave it null'],
    ]);
  });
});

describe('originsOf', () => {
  it("counts a build's parts by country, most first, leaving out the parts with none", () => {
    const china: ProductFacts = { ...imported, origin: 'China' };
    expect(originsOf([china, imported, null, china, undefined, imported, china])).toEqual([
      { country: 'China', parts: 3 },
      { country: 'Taiwan', parts: 2 },
    ]);
  });
});
