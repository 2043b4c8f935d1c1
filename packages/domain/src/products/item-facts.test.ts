import { describe, expect, it } from 'vitest';
import { factsOfItem } from './item-facts';
import { PC_ASSEMBLY, type ProductFacts } from './product-facts';

const facts: ProductFacts = {
  origin: 'China',
  maker: 'Micro-Star International Co., Ltd., New Taipei City, Taiwan',
  importer: 'Supertron Electronics Pvt. Ltd., Kolkata, West Bengal',
};

describe('factsOfItem', () => {
  it("reads a custom PC's and a pre-built's part facts with the shop's assembly", () => {
    const build = { processor: 'x', facts: { processor: facts, secondaryStorage: null } };
    const expected = {
      kind: 'pc',
      assembly: PC_ASSEMBLY,
      parts: { processor: facts, secondaryStorage: null },
    };
    expect(factsOfItem('PC', build)).toEqual(expected);
    expect(factsOfItem('PB', { id: 'gaming-x', pc: build })).toEqual(expected);
  });

  it("reads an add-on's own facts", () => {
    expect(factsOfItem('mouse', { id: 'g102', facts })).toEqual({ kind: 'product', facts });
  });

  it('gives null for an item kept before facts were stated', () => {
    expect(factsOfItem('PC', { processor: 'x' })).toBeNull();
    expect(factsOfItem('PB', { id: 'gaming-x', pc: {} })).toBeNull();
    expect(factsOfItem('monitor', { id: 'lg' })).toBeNull();
  });
});
