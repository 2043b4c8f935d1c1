import { API_MESSAGES } from '@shop/domain';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

// The path and query as sent: a NUL arrives percent-encoded (or, from a careless client, raw).
const holdsNulInUrl = (url: string) => url.includes('\u0000') || /%00/.test(url);
// Nested deeper than this, a body is refused rather than walked (no JSON form is this deep).
const MAX_DEPTH = 64;
// In unicode mode a whole pair is one code point, so only half of one is a Surrogate.
const LONE_SURROGATE = /\p{Surrogate}/u;

const refusal = () => new HttpError('BAD_REQUEST', API_MESSAGES.nulCharacter);
const brokenRefusal = () => new HttpError('BAD_REQUEST', API_MESSAGES.brokenCharacter);

/**
 * PostgreSQL refuses the NUL character in text, so a NUL anywhere a request carries text (a body
 * field, a path parameter, a query) would become a 500 deep inside some query. It is refused here,
 * once for every route, with a 400 the person can act on
 * (docs/decisions/037-text-without-nul-and-with-limits.md). Half of a UTF-16 pair (a lone
 * surrogate, valid JSON as "\ud800") cannot be stored in a json column either, so text that is not
 * well-formed is refused the same way (docs/decisions/082-text-that-is-not-well-formed.md).
 */
export const nulGuardPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      done(holdsNulInUrl(request.url) ? refusal() : undefined);
    });
    // After the envelope is opened (registered after it), so a sealed body is checked too.
    app.addHook('preValidation', (request, _reply, done) => {
      if (holdsNul(request.body, 0)) return done(refusal());
      done(holdsBrokenText(request.body, 0) ? brokenRefusal() : undefined);
    });
  },
  { name: 'nul-guard', dependencies: ['envelope'] },
);

function holdsNul(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null) return false;
  // Bytes (a photo) are not text: nothing of them reaches a text column.
  if (value instanceof Uint8Array) return false;
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1),
  );
}

/** A lone surrogate anywhere in a body, a key included. */
function holdsBrokenText(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (typeof value !== 'object' || value === null) return false;
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => holdsBrokenText(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => LONE_SURROGATE.test(key) || holdsBrokenText(item, depth + 1),
  );
}
