import { describe, expect, it } from 'vitest';
import type { PricingSources } from './line-quote';
import type { StoredCartLine } from './repository';
import { sentAnswers } from './sent-answers';

/** These tests never ask for a compressed answer. */
const UNUSED_COMPRESSORS = {
  br: async () => Buffer.alloc(0),
  gzip: async () => Buffer.alloc(0),
};

/** Sources whose snapshots the test swaps; each snapshot is a distinct object. */
function sources(snapshots: { catalogue: object; accessories: object; prebuilts: object }) {
  return {
    catalogue: async () => snapshots.catalogue,
    accessories: async () => snapshots.accessories,
    prebuilts: async () => snapshots.prebuilts,
  } as unknown as PricingSources;
}

/** A pricing that reads one source and answers how many times it has run. */
function pricingFrom(source: keyof PricingSources) {
  const counted = { pricings: 0 };
  const price = async (from: PricingSources) => {
    counted.pricings++;
    await from[source]();
    return `answer ${counted.pricings}`;
  };
  return { price, counted };
}

describe('sentAnswers', () => {
  const lines = [] as readonly StoredCartLine[];

  it('answers the same lines priced from the same snapshots without pricing again', async () => {
    const answerFor = sentAnswers(UNUSED_COMPRESSORS);
    const snapshots = { catalogue: {}, accessories: {}, prebuilts: {} };
    const { price, counted } = pricingFrom('catalogue');
    expect((await answerFor(lines, sources(snapshots), price)).identity.toString()).toBe(
      'answer 1',
    );
    expect((await answerFor(lines, sources(snapshots), price)).identity.toString()).toBe(
      'answer 1',
    );
    expect(counted.pricings).toBe(1);

    snapshots.catalogue = {};
    expect((await answerFor(lines, sources(snapshots), price)).identity.toString()).toBe(
      'answer 2',
    );
    expect((await answerFor([...lines], sources(snapshots), price)).identity.toString()).toBe(
      'answer 3',
    );
  });

  it('minds only the snapshots the pricing read', async () => {
    const answerFor = sentAnswers(UNUSED_COMPRESSORS);
    const snapshots = { catalogue: {}, accessories: {}, prebuilts: {} };
    const { price, counted } = pricingFrom('accessories');
    await answerFor(lines, sources(snapshots), price);
    snapshots.catalogue = {};
    snapshots.prebuilts = {};
    await answerFor(lines, sources(snapshots), price);
    expect(counted.pricings).toBe(1);
    snapshots.accessories = {};
    await answerFor(lines, sources(snapshots), price);
    expect(counted.pricings).toBe(2);
  });
});
