import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';

const DEV_CALLS = [
  { method: 'GET', url: '/api/dev/outbox' },
  { method: 'GET', url: '/dev/outbox' },
  { method: 'POST', url: '/api/dev/stock', payload: { kind: 'cpu', id: 'x', inStock: false } },
  { method: 'POST', url: '/api/dev/clock', payload: { advanceMs: 1 } },
  { method: 'POST', url: '/api/dev/game-budgets', payload: { bases: [100_000] } },
] as const;

describe('development tools', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => testApp.close());

  it.each(DEV_CALLS)('$method $url answers a client elsewhere 404', async (call) => {
    const response = await testApp.app.inject({ ...call, remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(404);
  });

  it.each(DEV_CALLS)(
    '$method $url answers this machine, even when a trusted proxy names another client',
    async (call) => {
      const response = await testApp.app.inject({
        ...call,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(response.statusCode).not.toBe(404);
    },
  );

  it('is not fooled by a forwarded loopback address from a client elsewhere', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(404);
  });
});
