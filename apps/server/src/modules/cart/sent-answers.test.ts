import { describe, expect, it } from 'vitest';
import type { PricingSources } from './line-quote';
import type { StoredCartLine } from './repository';
import { sentAnswers } from './sent-answers';

/** Sources whose snapshots the test swaps; each snapshot is a distinct object. */
function sources(snapshots: { catalogue: object; accessories: object; prebuilts: object }) {
  return {
    catalogue: async () => snapshots.catalogue,
    accessories: async () => snapshots.accessories,
    prebuilts: async () => snapshots.prebuilts,
  } as unknown as PricingSources;
}

describe('sentAnswers', () => {
  const lines = [] as readonly StoredCartLine[];

  it('answers the same lines priced from the same snapshots without pricing again', async () => {
    const answerFor = sentAnswers();
    const snapshots = { catalogue: {}, accessories: {}, prebuilts: {} };
    let pricings = 0;
    const price = async (from: PricingSources) => {
      pricings++;
      await from.catalogue();
      return `answer ${pricings}`;
    };
    expect(await answerFor(lines, sources(snapshots), price)).toBe('answer 1');
    expect(await answerFor(lines, sources(snapshots), price)).toBe('answer 1');
    expect(pricings).toBe(1);

    snapshots.catalogue = {};
    expect(await answerFor(lines, sources(snapshots), price)).toBe('answer 2');
    expect(await answerFor([...lines], sources(snapshots), price)).toBe('answer 3');
  });

  it('minds only the snapshots the pricing read', async () => {
    const answerFor = sentAnswers();
    const snapshots = { catalogue: {}, accessories: {}, prebuilts: {} };
    let pricings = 0;
    const priceAddOns = async (from: PricingSources) => {
      pricings++;
      await from.accessories();
      return 'add-ons';
    };
    await answerFor(lines, sources(snapshots), priceAddOns);
    snapshots.catalogue = {};
    snapshots.prebuilts = {};
    await answerFor(lines, sources(snapshots), priceAddOns);
    expect(pricings).toBe(1);
    snapshots.accessories = {};
    await answerFor(lines, sources(snapshots), priceAddOns);
    expect(pricings).toBe(2);
  });
});
