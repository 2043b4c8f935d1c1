import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readsTheSameBothWays, responseSerializerCompiler } from './response-serializer';

const serializerFor = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });

describe('readsTheSameBothWays', () => {
  it('holds for plain data, however nested, recursive ones too', () => {
    type Node = { name: string; children: Node[] };
    const tree: z.ZodType<Node> = z.lazy(() =>
      z.object({ name: z.string().trim(), children: z.array(tree) }),
    );
    const schema = z.object({
      id: z.uuid(),
      when: z.iso.datetime().nullable(),
      kind: z.union([z.literal('a'), z.enum(['b', 'c'])]).optional(),
      totals: z.record(z.string(), z.number().int()),
      pair: z.tuple([z.string(), z.boolean()]),
      tree,
    });
    expect(readsTheSameBothWays(schema)).toBe(true);
  });

  it('fails for anything that transforms, pipes or fills in a value, wherever it sits', () => {
    expect(readsTheSameBothWays(z.object({ n: z.string().transform(Number) }))).toBe(false);
    expect(readsTheSameBothWays(z.array(z.number().default(1)))).toBe(false);
    expect(readsTheSameBothWays(z.union([z.string(), z.number().catch(0)]))).toBe(false);
    const codec = z.codec(z.string(), z.number(), { decode: Number, encode: String });
    expect(readsTheSameBothWays(z.object({ inner: z.object({ codec }).optional() }))).toBe(false);
  });
});

describe('responseSerializerCompiler', () => {
  it('checks the answer and leaves out what its schema does not name', () => {
    const serialize = serializerFor(z.object({ status: z.literal('ok') }));
    expect(serialize({ status: 'ok', secret: 'x' })).toBe('{"status":"ok"}');
    let thrown: unknown;
    try {
      serialize({ status: 'broken' });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('encodes through a codec where the schema has one', () => {
    const codec = z.codec(z.string(), z.number(), { decode: Number, encode: String });
    expect(serializerFor(z.object({ amount: codec }))({ amount: 5 })).toBe('{"amount":"5"}');
  });
});
