import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KeptAnswer } from '../kept/kept-answers';
import type { Compressors } from './compressed-once';
import { pickContentCoding } from './conditional-body';

/** As the compression plugin: smaller answers are not worth compressing. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Once per kept answer and coding, so a little slower and smaller than the plugin's settings for
 * answers made per request (brotli quality 4).
 */
export const KEPT_ANSWER_COMPRESSORS: Compressors = {
  gzip: (body) => promisify(zlib.gzip)(body, { level: 6 }),
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
};

/**
 * Sends a kept answer (docs/decisions/065-a-cart-answer-kept-as-sent.md): compressed in the best
 * coding the client accepts, with the bytes made the first time; otherwise as it is, and the
 * compression plugin does as it would with any answer.
 */
export async function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: KeptAnswer,
): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8');
  const coding =
    answer.identity.length < COMPRESS_FROM_BYTES ||
    request.headers['x-no-compression'] !== undefined
      ? 'identity'
      : pickContentCoding(request.headers['accept-encoding']);
  if (coding === 'identity') return reply.send(answer.identity);
  const body = await answer.encoded(coding);
  // Sent with its content-encoding, so the compression plugin passes it on as it is.
  return reply.header('content-encoding', coding).header('vary', 'accept-encoding').send(body);
}

/** The route's own serialisation of `payload` (its response schema, unknown fields left out). */
export function serializedBy(reply: FastifyReply, payload: unknown): string {
  const body = reply.serialize(payload);
  return typeof body === 'string' ? body : Buffer.from(body as ArrayBuffer).toString('utf8');
}
