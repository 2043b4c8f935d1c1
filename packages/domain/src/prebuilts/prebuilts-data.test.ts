import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../configurator/catalogue';
import { PC_TIERS } from '../constants';
import { allInStock } from '../pricing/quote-selection';
import { loadRealCatalogue } from '../test/real-catalogue';
import { matchPrebuilts } from './match-prebuilts';
import { checkPrebuiltRange, describePrebuiltProblem } from './prebuilt-check';
import { type PrebuiltOffer, pricePrebuilt } from './prebuilt-offer';
import { USE_CASE_IDS } from './use-cases';

const data = new URL('../../../../data/', import.meta.url);
const read = (path: string) => JSON.parse(readFileSync(new URL(path, data), 'utf8'));

describe('data/prebuilts/prebuilts.json', () => {
  const catalogue: Catalogue = loadRealCatalogue();
  const check = checkPrebuiltRange(catalogue, read('prebuilts/prebuilts.json'));
  const list = check.ok ? check.list : [];
  const offers = list.flatMap((machine): PrebuiltOffer[] => {
    const priced = pricePrebuilt(allInStock(catalogue), { ...machine, inStock: true });
    return priced ? [priced.offer] : [];
  });

  it('passes the check the server seeds with', () => {
    expect(check.ok ? [] : check.problems.map(describePrebuiltProblem)).toEqual([]);
  });

  it('holds at least 40 machines, each priced by the quote of its parts', () => {
    expect(list.length).toBeGreaterThanOrEqual(40);
    expect(offers).toHaveLength(list.length);
  });

  it.each(USE_CASE_IDS)('offers %s machines in all three tiers', (useCase) => {
    const tiers = new Set(offers.filter((o) => o.useCase === useCase).map((o) => o.tier));
    expect([...tiers].sort()).toEqual(PC_TIERS.map((tier) => tier.name).sort());
  });

  it.each(USE_CASE_IDS)('finds %s machines at every step of the budget slider', (useCase) => {
    const empty: number[] = [];
    for (let budget = 30_000; budget <= 3_00_000; budget += 5_000) {
      if (matchPrebuilts(offers, useCase, budget).length === 0) empty.push(budget);
    }
    expect(empty).toEqual([]);
  });

  it('puts workstation cards in the architecture machines that the Elite price allows', () => {
    const architecture = offers.filter(
      (o) => o.useCase === 'architecture' && o.tier !== 'Elite PC',
    );
    expect(architecture.length).toBeGreaterThan(0);
    for (const machine of architecture) expect(machine.pc.gpuModel).toMatch(/RTX (A\d+|\d+ Ada)/);
  });
});
