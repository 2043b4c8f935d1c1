import { z } from 'zod';

/**
 * A user id a body names for compatibility (`id`, `userId`, `userid`, `uid`): optional, and when
 * present it must be the session's user, or the call is refused (docs/decisions on authorization).
 */
export const sessionUserIdSchema = z
  .string()
  .max(200)
  .optional()
  .describe("Must be the session's user");

/** A field a browser may send that the server never reads (prices, amounts, stock). */
export function ignoredField(what: string) {
  return z.unknown().optional().describe(`Ignored: ${what}`);
}

/** The answer of calls that only say what happened. */
export const messageAnswerSchema = z.object({ message: z.string() });

/** 304 Not Modified: the copy the browser named in If-None-Match is still the answer. */
export const notModifiedSchema = z.null().describe('Not modified');

/**
 * An id as a PostgreSQL uuid column holds it: any 32 hex digits, 8-4-4-4-12. z.uuid() also demands
 * RFC 9562 version and variant digits, which PostgreSQL never checks, so a row it stores (bulk
 * seeded from md5, imported) would break every answer that lists it and could not be named in a call.
 */
export function storedUuid(options?: { error: string }) {
  return z.guid(options);
}
