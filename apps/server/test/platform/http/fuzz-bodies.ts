/**
 * Requests the route fuzz test sends, made from a route's OpenAPI schema. Hand-written rather than
 * a random JSON-schema faker: the same requests every run, so a failure can be read and repeated.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
};

export const NUL_TEXT = 'a\u0000b';
/** Half of a UTF-16 pair: valid JSON ("a\ud800b"), yet no database stores it. */
export const LONE_SURROGATE_TEXT = 'a\ud800b';

/** The value with a lone surrogate added to every string in it, keys included. */
function withLoneSurrogates(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\ud800`;
  if (Array.isArray(value)) return value.map(withLoneSurrogates);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, withLoneSurrogates(item)]),
  );
}
/** Large, yet under Fastify's 1 MB body limit so it reaches the route. */
export const HUGE_TEXT = 'ए'.repeat(100_000);

/** Values the shop's fields take, tried against a field's pattern until one fits. */
const PATTERNED = [
  '9876543210',
  '600040',
  '1234',
  'fuzz@example.in',
  'Rig#Forge2025',
  '33ABCDE1234F1Z5',
  '2030-01-15',
  '00000000-0000-4000-8000-000000000000',
  'GTM-ABC123',
  'Asha',
];

/** A value that fits the schema as far as the schema tells: the base each mutation starts from. */
export function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices?.length) return sampleOf(choices[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const sample: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        sample[name] = sampleOf(property, depth + 1);
      }
      return sample;
    }
    case 'array':
      return [sampleOf(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return sampleString(schema);
    default:
      return 'fuzz';
  }
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'fuzz@example.in';
  if (schema.format === 'date') return '2030-01-15';
  if (schema.format === 'date-time') return '2030-01-15T10:00:00.000Z';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    return PATTERNED.find((value) => pattern.test(value)) ?? 'fuzz';
  }
  return 'fuzz';
}

export interface Mutation {
  name: string;
  /** The raw payload, as sent. */
  payload: string;
  contentType: string;
}

const json = (name: string, value: unknown): Mutation => ({
  name,
  payload: JSON.stringify(value),
  contentType: 'application/json',
});

/** Malformed bodies, then the schema's own sample with each field in turn made hostile. */
export function bodyMutations(schema: JsonSchema | undefined): Mutation[] {
  const base = sampleOf(schema);
  const mutations: Mutation[] = [
    { name: 'broken JSON', payload: '{"a": [1, ', contentType: 'application/json' },
    { name: 'plain text', payload: HUGE_TEXT, contentType: 'text/plain' },
    json('an array', [NUL_TEXT, HUGE_TEXT]),
    json('null', null),
    json('a number', -1e308),
    json('the sample', base),
    json('a NUL key', { 'a\u0000': 1 }),
    json('a lone surrogate in every string', withLoneSurrogates(base)),
    json('an unreadable envelope', { payload: 'not-a-sealed-body' }),
    json('a lone surrogate key', { 'a\udc00': LONE_SURROGATE_TEXT }),
    json('deep nesting', JSON.parse(`${'['.repeat(500)}${']'.repeat(500)}`)),
  ];
  if (typeof base !== 'object' || base === null || Array.isArray(base)) return mutations;
  for (const field of Object.keys(base)) {
    for (const [what, value] of [
      ['NUL', NUL_TEXT],
      ['a lone surrogate', LONE_SURROGATE_TEXT],
      ['huge', HUGE_TEXT],
      ['an object', { $gt: '', nested: [NUL_TEXT] }],
      ['a huge number', 1e308],
    ] as const) {
      mutations.push(json(`${field} = ${what}`, { ...base, [field]: value }));
    }
  }
  return mutations;
}

/** Path parameter values: a NUL, too long, path tricks, odd numbers and non-Latin text. */
export const PARAM_VALUES = [
  'a%00b',
  'x'.repeat(5_000),
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '1e999',
  '%E0%A4%8F',
  '00000000-0000-4000-8000-000000000000',
  "1'%20or%20'1'%3D'1",
];

/** Query values, encoded: a NUL, too long, odd numbers. */
export const QUERY_VALUES = ['a%00b', 'q'.repeat(10_000), '-1', '1e999', '%F0%9F%92%A5', ''];
