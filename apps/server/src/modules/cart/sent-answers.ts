import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { PricingSources } from './line-quote';
import type { StoredCartLine } from './repository';

type SourceName = keyof PricingSources;

/** Compressed bytes of an answer, as the compression sent them for one accept-encoding header. */
type EncodedAnswer = { encoding: string; vary: string; body: Buffer };

/** One kept answer: its JSON, and what compression made of it per accept-encoding header seen. */
export type KeptAnswer = { json: string; encoded: Map<string, EncodedAnswer> };

type Kept = { used: ReadonlyMap<SourceName, unknown>; answer: KeptAnswer };

/** Browsers send one or two distinct accept-encoding headers; more than this are not kept. */
const ENCODINGS_KEPT = 4;

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
export function sentAnswers() {
  const kept = new WeakMap<readonly StoredCartLine[], Kept>();

  return async function answerFor(
    lines: readonly StoredCartLine[],
    sources: PricingSources,
    answer: (sources: PricingSources) => Promise<string>,
  ): Promise<KeptAnswer> {
    const known = kept.get(lines);
    if (known && (await stillHolds(known.used, sources))) return known.answer;
    const { recorded, used } = recording(sources);
    const fresh = { json: await answer(recorded), encoded: new Map() };
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

/** Kept answers sent as JSON whose compressed bytes `keepEncoding` is to note. */
const awaitingEncoding = new WeakMap<FastifyRequest, KeptAnswer>();

/**
 * Sends a kept answer: as the bytes compression made of it before for the same accept-encoding
 * header, else as its JSON text, which the compression plugin then compresses as it chooses.
 */
export function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: KeptAnswer,
): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  // The plugin leaves answers uncompressed for a client that asks it to.
  if (accepted === undefined || request.headers['x-no-compression'] !== undefined) {
    return reply.send(answer.json);
  }
  const encoded = answer.encoded.get(accepted);
  if (encoded) {
    // Already encoded: the compression plugin passes it on as it is.
    return reply
      .header('content-encoding', encoded.encoding)
      .header('vary', encoded.vary)
      .send(encoded.body);
  }
  if (answer.encoded.size < ENCODINGS_KEPT) awaitingEncoding.set(request, answer);
  return reply.send(answer.json);
}

/**
 * An onSend hook to run after the compression plugin's (`afterCompression`): notes the bytes it
 * made of a kept answer, for the next request with the same accept-encoding header.
 */
export function keepEncoding(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  const answer = awaitingEncoding.get(request);
  const encoding = reply.getHeader('content-encoding');
  const accepted = request.headers['accept-encoding'];
  if (
    answer &&
    accepted !== undefined &&
    reply.statusCode === 200 &&
    Buffer.isBuffer(payload) &&
    typeof encoding === 'string' &&
    encoding !== 'identity'
  ) {
    answer.encoded.set(accepted, {
      encoding,
      vary: String(reply.getHeader('vary') ?? 'accept-encoding'),
      body: payload,
    });
  }
  done(null, payload);
}

/** The route's own serialisation of `payload` (its response schema, unknown fields left out). */
export function serializedBy(reply: FastifyReply, payload: unknown): string {
  const body = reply.serialize(payload);
  return typeof body === 'string' ? body : Buffer.from(body as ArrayBuffer).toString('utf8');
}

/**
 * Adds `hook` to the route at `path` after the compression plugin's onSend hook, which that plugin
 * appends to each route as the route is made: this context's onRoute hooks run after the root's.
 */
export function afterCompression(app: FastifyInstance, path: string, hook: onSendHookHandler) {
  app.addHook('onRoute', (route) => {
    if (route.url !== path) return;
    const hooks = route.onSend ?? [];
    route.onSend = [...(Array.isArray(hooks) ? hooks : [hooks]), hook];
  });
}
