import * as domain from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helper';

type Operation = {
  requestBody?: { content?: Record<string, { schema?: object }> };
  parameters?: { in: string; name: string; schema?: object }[];
  responses: Record<
    string,
    { description?: string; content?: Record<string, { schema?: object }> }
  >;
};
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Every endpoint the domain package declares. */
const contracts: domain.Endpoint[] = Object.values(domain as Record<string, unknown>).filter(
  (value): value is domain.Endpoint =>
    typeof value === 'object' && value !== null && 'path' in value && 'response' in value,
);

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const methodsOf = (endpoint: domain.Endpoint) =>
  (typeof endpoint.method === 'string' ? [endpoint.method] : endpoint.method).map((m) =>
    m.toLowerCase(),
  );
/** Answers with no body: redirects and Not Modified. */
const BODILESS = new Set(['302', '303', '304']);

describe('API documentation', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('publishes an OpenAPI document of the routes and their schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, object> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/client-config', '/api/authenticate']),
    );
    expect(document.paths['/api/health']).toMatchObject({
      get: { responses: { 200: expect.any(Object), 503: expect.any(Object) } },
    });
  });

  it('declares every API route by a contract, with its request and answer schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json<OpenApiDocument>();
    expect(contracts.length).toBeGreaterThan(40);

    const declared = new Set(
      contracts.flatMap((endpoint) =>
        methodsOf(endpoint).map((method) => `${method} ${openApiPath(endpoint.path)}`),
      ),
    );
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(documented.filter((route) => !declared.has(route))).toEqual([]);
    expect([...declared].filter((route) => !documented.includes(route))).toEqual([]);

    const gaps: string[] = [];
    for (const endpoint of contracts) {
      for (const method of methodsOf(endpoint)) {
        const where = `${method} ${endpoint.path}`;
        const operation = document.paths[openApiPath(endpoint.path)]?.[method];
        if (!operation) continue;
        if (endpoint.body && !operation.requestBody?.content?.['application/json']?.schema) {
          gaps.push(`${where}: no request body schema`);
        }
        for (const [status, answer] of Object.entries(operation.responses)) {
          if (BODILESS.has(status)) {
            if (!answer.description) gaps.push(`${where} ${status}: no description`);
          } else if (!answer.content?.['application/json']?.schema) {
            gaps.push(`${where} ${status}: no answer schema`);
          }
        }
        const success = endpoint.status ?? 200;
        if (!operation.responses[String(success)]) gaps.push(`${where}: no ${success} answer`);
        if (!operation.responses['500']) gaps.push(`${where}: no 500 answer`);
      }
    }
    expect(gaps).toEqual([]);
  });

  it('serves Swagger UI from this origin only', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger-ui');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/https?:|\*/);
  });

  it('compresses large answers for clients that accept it', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('API documentation in production (docs/decisions/085-the-console-unpublished.md)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { NODE_ENV: 'production', ENVELOPE_KEY: Buffer.alloc(32, 5).toString('base64') },
    });
  });
  afterAll(() => testApp.close());

  it("lists the shop's routes but none of the console's", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json<OpenApiDocument>().paths);
    expect(paths).toContain('/api/health');
    expect(paths.filter((path) => path.startsWith('/api/admin'))).toEqual([]);
  });
});
