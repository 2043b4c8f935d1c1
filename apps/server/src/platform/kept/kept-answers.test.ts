import { describe, expect, it } from 'vitest';
import { keptAnswers } from './kept-answers';

/** These tests never ask for a compressed answer. */
const UNUSED_COMPRESSORS = {
  br: async () => Buffer.alloc(0),
  gzip: async () => Buffer.alloc(0),
};

type Snapshots = { catalogue: object; accessories: object; prebuilts: object };
type TestSources = { [Name in keyof Snapshots]: () => Promise<object> };

/** Sources whose snapshots the test swaps; each snapshot is a distinct object. */
function sources(snapshots: Snapshots): TestSources {
  return {
    catalogue: async () => snapshots.catalogue,
    accessories: async () => snapshots.accessories,
    prebuilts: async () => snapshots.prebuilts,
  };
}

/** An answer that reads the sources named and answers how many times it has been made. */
function answerReading(...names: (keyof Snapshots)[]) {
  const counted = { made: 0 };
  const make = async (from: TestSources) => {
    counted.made++;
    for (const name of names) await from[name]();
    return `answer ${counted.made}`;
  };
  return { make, counted };
}

const text = async (answer: Promise<{ identity: Buffer }>) => (await answer).identity.toString();

describe('keptAnswers', () => {
  const key = [] as readonly unknown[];

  it('makes an answer once for callers who come while it is being made for their key', async () => {
    const answerFor = keptAnswers<readonly unknown[], TestSources>(UNUSED_COMPRESSORS);
    const from = sources({ catalogue: {}, accessories: {}, prebuilts: {} });
    const { make, counted } = answerReading('catalogue');
    const crowd = await Promise.all(
      Array.from({ length: 5 }, () => text(answerFor(key, from, make))),
    );
    expect(crowd).toEqual(Array(5).fill('answer 1'));
    expect(counted.made).toBe(1);
    expect(await text(answerFor([], from, make))).toBe('answer 2');
  });

  it('sends the answer for the same key and the same snapshots again without making it', async () => {
    const answerFor = keptAnswers<readonly unknown[], TestSources>(UNUSED_COMPRESSORS);
    const snapshots = { catalogue: {}, accessories: {}, prebuilts: {} };
    const { make, counted } = answerReading('catalogue');
    expect(await text(answerFor(key, sources(snapshots), make))).toBe('answer 1');
    expect(await text(answerFor(key, sources(snapshots), make))).toBe('answer 1');
    expect(counted.made).toBe(1);

    // A new snapshot of what it read, or another key, makes it again.
    snapshots.catalogue = {};
    expect(await text(answerFor(key, sources(snapshots), make))).toBe('answer 2');
    expect(await text(answerFor([...key], sources(snapshots), make))).toBe('answer 3');
  });

  it('minds only the snapshots the answer read, whichever they are', async () => {
    const answerFor = keptAnswers<readonly unknown[], TestSources>(UNUSED_COMPRESSORS);
    const snapshots = { catalogue: {}, accessories: {}, prebuilts: {} };
    const { make, counted } = answerReading('accessories');
    await answerFor(key, sources(snapshots), make);
    snapshots.catalogue = {};
    snapshots.prebuilts = {};
    await answerFor(key, sources(snapshots), make);
    expect(counted.made).toBe(1);
    snapshots.accessories = {};
    await answerFor(key, sources(snapshots), make);
    expect(counted.made).toBe(2);

    // An answer that comes to read one more source minds it too, with nothing else told.
    const wider = answerReading('accessories', 'prebuilts');
    const widerFor = keptAnswers<readonly unknown[], TestSources>(UNUSED_COMPRESSORS);
    await widerFor(key, sources(snapshots), wider.make);
    snapshots.prebuilts = {};
    await widerFor(key, sources(snapshots), wider.make);
    expect(wider.counted.made).toBe(2);
  });
});
