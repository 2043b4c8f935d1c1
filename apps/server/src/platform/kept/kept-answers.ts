import { type Compression, type Compressors, compressedOnce } from '../http/compressed-once';

/**
 * Where an answer's data comes from: each source answers a snapshot, an object that stands for
 * one version of its data and is replaced, never changed, when the data moves on.
 */
export type Sources = Record<string, () => Promise<object>>;

/**
 * One kept answer: its JSON's bytes, and its compressed bytes, made once per coding on the first
 * request that asks for it (platform/http/send-kept.ts).
 */
export type KeptAnswer = {
  identity: Buffer;
  encoded: (coding: Compression) => Promise<Buffer>;
};

/** An answer's text as a kept answer: its bytes now, each compressed coding when first asked. */
export function keptAnswerOf(text: string, compressors: Compressors): KeptAnswer {
  const identity = Buffer.from(text);
  return { identity, encoded: compressedOnce(identity, compressors) };
}

type Kept<S extends Sources> = { read: ReadonlyMap<keyof S, object>; answer: KeptAnswer };

/** The sources as given, each noting the snapshot it answered once the answer asked for it. */
function recording<S extends Sources>(sources: S) {
  const read = new Map<keyof S, object>();
  const recorded = Object.fromEntries(
    Object.entries(sources).map(([name, source]) => [
      name,
      async () => {
        const snapshot = await source();
        read.set(name, snapshot);
        return snapshot;
      },
    ]),
  ) as S;
  return { recorded, read };
}

/** Whether every source the answer read still answers the snapshot it read then. */
async function stillHolds<S extends Sources>(read: ReadonlyMap<keyof S, object>, sources: S) {
  // Asked together: on PostgreSQL each is a version read, and they need not wait on each other.
  const names = [...read.keys()];
  const now = await Promise.all(names.map((name) => sources[name]?.()));
  return names.every((name, index) => now[index] === read.get(name));
}

/**
 * Answers kept as sent, keyed by the data versions they were made from
 * (docs/decisions/065-a-cart-answer-kept-as-sent.md). An answer is made from `key` (an object
 * that stands until its data may have changed, such as a remembered read's rows) and from
 * whichever sources it reads; it is sent again while the key is the same object and every
 * source it read answers the same snapshot. The sources read are noted as the answer is made,
 * so an answer that comes to read one more source minds it with no change here, and a module
 * keeps no cache of its own.
 */
export function keptAnswers<Key extends object, S extends Sources>(compressors: Compressors) {
  const kept = new WeakMap<Key, Kept<S>>();
  // Answers being made, by key: callers who come meanwhile for the same key share the making, so a
  // crowd arriving just after a change makes a large answer once, not once each.
  const making = new WeakMap<Key, Promise<KeptAnswer>>();
  return async function answerFor(
    key: Key,
    sources: S,
    make: (sources: S) => Promise<string>,
  ): Promise<KeptAnswer> {
    const known = kept.get(key);
    if (known && (await stillHolds(known.read, sources))) return known.answer;
    const underWay = making.get(key);
    if (underWay) return underWay;
    const { recorded, read } = recording(sources);
    const made = make(recorded).then((text) => {
      const answer = keptAnswerOf(text, compressors);
      kept.set(key, { read, answer });
      return answer;
    });
    making.set(key, made);
    const forget = () => {
      if (making.get(key) === made) making.delete(key);
    };
    made.then(forget, forget);
    return made;
  };
}
