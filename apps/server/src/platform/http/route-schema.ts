import {
  type Endpoint,
  ERROR_STATUS,
  type ErrorCode,
  errorBodySchema,
  errorCodeSchema,
} from '@shop/domain';
import { z } from 'zod';

type ErrorResponses = { [status: number]: z.ZodType };

/** The errors every route may answer, beyond those its contract lists (see Endpoint). */
function impliedErrors(endpoint: Endpoint): ErrorCode[] {
  const codes: ErrorCode[] = ['SERVER_ERROR'];
  // A route without a body schema may still be sent one (the web seals `{}`), which the envelope,
  // origin and text guards read before any route does (docs/decisions/083).
  const carriesBody = endpoint.body || [endpoint.method].flat().some((method) => method !== 'GET');
  if (carriesBody || endpoint.query || endpoint.params) codes.push('BAD_REQUEST');
  if (carriesBody) codes.push('UNREADABLE_ENVELOPE', 'FORBIDDEN');
  return codes;
}

/** One schema per status: `{ message, code }` with the codes that status may carry. */
function errorResponses(endpoint: Endpoint): ErrorResponses {
  const byStatus = new Map<number, Set<ErrorCode>>();
  for (const code of [...impliedErrors(endpoint), ...endpoint.errors]) {
    const status = ERROR_STATUS[code];
    const codes = byStatus.get(status) ?? new Set<ErrorCode>();
    codes.add(code);
    byStatus.set(status, codes);
  }
  const responses: ErrorResponses = {};
  for (const [status, codes] of byStatus) {
    const plain = errorBodySchema.extend({ code: errorCodeSchema.extract([...codes]) });
    const richer: z.ZodType[] = [...codes].flatMap((code) => endpoint.errorBodies?.[code] ?? []);
    responses[status] = richer.length === 0 ? plain : z.union([plain, ...richer]);
  }
  return responses;
}

type SuccessStatus<E extends Endpoint> = E['status'] extends number ? E['status'] : 200;

/** What Fastify's zod type provider reads: the request parts and the answers, typed. */
export type RouteSchema<E extends Endpoint> = {
  tags: string[];
  summary: string;
  description?: string;
  body: E['body'];
  querystring: E['query'];
  params: E['params'];
  // Error answers are in the schema too, but only thrown (HttpError), never returned: they are
  // left out of the type so a handler's return value is checked against the successes alone.
  response: { [S in SuccessStatus<E>]: E['response'] } & {
    [S in keyof NonNullable<E['otherResponses']>]: NonNullable<E['otherResponses']>[S];
  };
};

/**
 * A route's Fastify schema from its contract, so the route, its validation and the OpenAPI
 * document all come from the one declaration in @shop/domain.
 */
export function routeSchema<const E extends Endpoint>(endpoint: E): RouteSchema<E> {
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description !== undefined && { description: endpoint.description }),
    ...(endpoint.body && { body: endpoint.body }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.params && { params: endpoint.params }),
    response: {
      ...errorResponses(endpoint),
      ...endpoint.otherResponses,
      [endpoint.status ?? 200]: endpoint.response,
    },
  } as RouteSchema<E>;
}

/** `app.route({ ...routeOf(endpoint), handler })`: method, URL and schema from the contract. */
export function routeOf<const E extends Endpoint>(endpoint: E) {
  return {
    method: endpoint.method as E['method'] extends readonly string[]
      ? [...E['method']]
      : E['method'],
    url: endpoint.path,
    schema: routeSchema(endpoint),
  };
}
