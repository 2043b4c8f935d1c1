import { describe, expect, it } from 'vitest';
import { budgetDistance, byGamingScore, clampBudget, matchPrebuilts } from './match-prebuilts';
import type { PrebuiltOffer } from './prebuilt-offer';
import type { UseCase } from './use-cases';

function offer(id: string, updatedPrice: number, more: Partial<PrebuiltOffer> = {}): PrebuiltOffer {
  return {
    id,
    useCase: 'gaming',
    name: id,
    description: id,
    pc: {} as PrebuiltOffer['pc'],
    pcShort: id,
    updatedPrice,
    tier: 'Pro PC',
    stockStatus: 'Y',
    gamingScore: 100,
    ...more,
  };
}

const ids = (offers: PrebuiltOffer[]) => offers.map((each) => each.id);

describe('the finder matching a budget', () => {
  it('holds a budget to the slider', () => {
    expect(clampBudget(1_000)).toBe(30_000);
    expect(clampBudget(5_00_000)).toBe(3_00_000);
    expect(clampBudget(1_00_000)).toBe(1_00_000);
  });

  it('counts a rupee over the budget twice a rupee under', () => {
    expect(budgetDistance(90_000, 1_00_000)).toBe(10_000);
    expect(budgetDistance(1_05_000, 1_00_000)).toBe(10_000);
  });

  it('answers the machines from 25 % under to 10 % over the budget, best use of it first', () => {
    const range = [
      offer('too-cheap', 74_000),
      offer('under', 92_000),
      offer('just-over', 1_03_000),
      offer('over', 1_09_000),
      offer('too-dear', 1_11_000),
    ];
    expect(ids(matchPrebuilts(range, 'gaming', 1_00_000))).toEqual(['just-over', 'under', 'over']);
  });

  it('keeps to the use case and leaves out machines out of stock', () => {
    const range = [
      offer('gaming-in', 1_00_000),
      offer('gaming-out', 99_000, { stockStatus: 'N' }),
      offer('ai', 1_00_000, { useCase: 'ai' }),
    ];
    expect(ids(matchPrebuilts(range, 'gaming', 1_00_000))).toEqual(['gaming-in']);
  });

  it('answers the nearest three when none is near the budget', () => {
    const range = [
      offer('a', 50_000),
      offer('b', 55_000),
      offer('c', 2_50_000),
      offer('d', 60_000),
    ];
    expect(ids(matchPrebuilts(range, 'gaming', 1_50_000))).toEqual(['d', 'b', 'a']);
    expect(ids(matchPrebuilts(range, 'gaming', 30_000))).toEqual(['a', 'b', 'd']);
  });

  it('answers at most six', () => {
    const range = Array.from({ length: 9 }, (_, i) => offer(`m${i}`, 95_000 + i * 1_000));
    expect(matchPrebuilts(range, 'gaming', 1_00_000)).toHaveLength(6);
  });

  it('answers the nearest, marked out of stock, when none of the use case is in stock', () => {
    const range = [offer('out', 1_20_000, { stockStatus: 'N' })];
    const [only] = matchPrebuilts(range, 'gaming', 30_000);
    expect(only?.id).toBe('out');
    expect(only?.stockStatus).toBe('N');
  });

  it('is never empty at any slider step while the use case has a machine', () => {
    const range = [offer('one', 2_90_000, { useCase: 'trader' })];
    for (let budget = 30_000; budget <= 3_00_000; budget += 5_000) {
      expect(matchPrebuilts(range, 'trader' satisfies UseCase, budget)).toHaveLength(1);
    }
    expect(matchPrebuilts(range, 'ai', 1_00_000)).toEqual([]);
  });
});

describe('sorting gaming machines by estimated FPS', () => {
  it('puts the highest score first, the cheaper first on a tie', () => {
    const range = [
      offer('slow', 80_000, { gamingScore: 150 }),
      offer('fast-dear', 1_05_000, { gamingScore: 220 }),
      offer('fast-cheap', 1_00_000, { gamingScore: 220 }),
    ];
    expect(ids(byGamingScore(range))).toEqual(['fast-cheap', 'fast-dear', 'slow']);
  });
});
