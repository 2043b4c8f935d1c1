import type { FastifyReply } from 'fastify';
import {
  type Compression,
  type Compressors,
  compressedOnce,
} from '../../platform/http/compressed-once';
import type { PricingSources } from './line-quote';
import type { StoredCartLine } from './repository';

type SourceName = keyof PricingSources;

/**
 * One kept answer: its JSON's bytes, and its compressed bytes, made once per coding on the first
 * request that asks for it (send-kept.ts).
 */
export type KeptAnswer = {
  identity: Buffer;
  encoded: (coding: Compression) => Promise<Buffer>;
};

type Kept = { used: ReadonlyMap<SourceName, unknown>; answer: KeptAnswer };

/** The sources as given, with a note of each one the pricing read and what it answered. */
function recording(sources: PricingSources) {
  const used = new Map<SourceName, unknown>();
  const noted = <Value>(name: SourceName, value: Value): Value => {
    used.set(name, value);
    return value;
  };
  const recorded: PricingSources = {
    catalogue: async () => noted('catalogue', await sources.catalogue()),
    accessories: async () => noted('accessories', await sources.accessories()),
    prebuilts: async () => noted('prebuilts', await sources.prebuilts()),
  };
  return { recorded, used };
}

/**
 * A signed-in cart's answer, as sent, kept with what it was priced from
 * (docs/decisions/065-a-cart-answer-kept-as-sent.md). The same stored lines (the remembered
 * read's own array, which stands until the database may have changed) priced from the same
 * catalogue, add-ons and pre-builts (the stores' snapshots, which stand until a version moves)
 * give the same bytes: a cart refreshed again is answered without pricing, serialising or
 * compressing it again. Kept per lines array, so a cart read again starts afresh.
 */
export function sentAnswers(compressors: Compressors) {
  const kept = new WeakMap<readonly StoredCartLine[], Kept>();

  return async function answerFor(
    lines: readonly StoredCartLine[],
    sources: PricingSources,
    answer: (sources: PricingSources) => Promise<string>,
  ): Promise<KeptAnswer> {
    const known = kept.get(lines);
    if (known && (await stillHolds(known.used, sources))) return known.answer;
    const { recorded, used } = recording(sources);
    const identity = Buffer.from(await answer(recorded));
    const fresh = { identity, encoded: compressedOnce(identity, compressors) };
    kept.set(lines, { used, answer: fresh });
    return fresh;
  };
}

/** Whether every source the answer was priced from still answers the same snapshot. */
async function stillHolds(used: ReadonlyMap<SourceName, unknown>, sources: PricingSources) {
  // Asked together: on PostgreSQL each is a version read, and they need not wait on each other.
  const names = [...used.keys()];
  const now = await Promise.all(names.map((name) => sources[name]()));
  return names.every((name, index) => now[index] === used.get(name));
}

/** The route's own serialisation of `payload` (its response schema, unknown fields left out). */
export function serializedBy(reply: FastifyReply, payload: unknown): string {
  const body = reply.serialize(payload);
  return typeof body === 'string' ? body : Buffer.from(body as ArrayBuffer).toString('utf8');
}
