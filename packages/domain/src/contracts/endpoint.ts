import type { z } from 'zod';
import type { ErrorCode } from './error-codes';

export type HttpMethod = 'GET' | 'POST';

/**
 * One endpoint of the API, declared once for both sides: the server registers its route from it
 * (so the OpenAPI document follows), the web client types and checks every call with it, and forms
 * validate with its request schema.
 *
 * Errors every route may answer are implied and not listed: 500 SERVER_ERROR; 400 BAD_REQUEST when
 * it takes a body, query or path parameters; 400 UNREADABLE_ENVELOPE and 403 FORBIDDEN (the origin
 * check) when it takes a body.
 */
export interface Endpoint {
  readonly method: HttpMethod | readonly [HttpMethod, ...HttpMethod[]];
  /** The full path, with `:name` for path parameters (`/api/payment/validate/:id`). */
  readonly path: `/${string}`;
  /** The OpenAPI tag: the feature the endpoint belongs to. */
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  /** The status of a successful answer; 200 unless given. Redirects answer `z.null()`. */
  readonly status?: 200 | 201 | 302 | 303;
  /** The successful answer. Response schemas carry no transforms: what is checked is what is read. */
  readonly response: z.ZodType;
  /** Other non-error answers, such as 304 Not Modified or a health check's 503 report. */
  readonly otherResponses?: Readonly<Partial<Record<200 | 201 | 204 | 303 | 304 | 503, z.ZodType>>>;
  /** The errors this endpoint answers beyond the implied ones, by code. */
  readonly errors: readonly ErrorCode[];
  /** Errors whose body carries more than `{ message, code }`, by code. */
  readonly errorBodies?: Readonly<Partial<Record<ErrorCode, z.ZodType>>>;
}

/** Declares an endpoint, keeping every literal type so both sides can infer from it. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

/** What a caller sends as the body, or undefined when the endpoint takes none. */
export type RequestBody<E extends Endpoint> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : undefined;
export type RequestQuery<E extends Endpoint> = E['query'] extends z.ZodType
  ? z.input<E['query']>
  : undefined;
export type RequestParams<E extends Endpoint> = E['params'] extends z.ZodType
  ? z.input<E['params']>
  : undefined;
/** The successful answer, as the server sends it and the client reads it. */
export type ResponseBody<E extends Endpoint> = z.output<E['response']>;
