import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { problemsOf, productionSite } from './support';

describe('configuration', () => {
  it('refuses TRUST_PROXY=true in production, naming the fix, and takes a hop count', () => {
    expect(problemsOf({ ...productionSite, TRUST_PROXY: 'true' })).toEqual([
      'TRUST_PROXY: true lets any client choose its address in production: list the proxies (TRUST_PROXY=10.0.0.0/8,192.0.2.1) or give their hop count (TRUST_PROXY=1)',
    ]);
    expect(loadConfig({ ...productionSite, TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('gives a client 29 s to send a whole request unless told otherwise', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(29_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '1000' }).requestTimeoutMs).toBe(1_000);
    expect(problemsOf({ REQUEST_TIMEOUT_MS: '5' })[0]).toMatch(/^REQUEST_TIMEOUT_MS: /);
  });

  it('believes no proxy by default, and the proxies it is told about', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(problemsOf({ TRUST_PROXY: 'everyone!' })[0]).toMatch(/^TRUST_PROXY: /);
  });

  it('counts rate limits per visitor behind a trusted proxy', async () => {
    const { buildTestApp } = await import('../helper');
    const testApp = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      testApp.app.get('/api/test-ip', async (request) => ({ ip: request.ip }));
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/test-ip',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(response.json()).toEqual({ ip: '203.0.113.9' });
    } finally {
      await testApp.close();
    }
    // Imports the whole app on first use: slow on a busy machine.
  }, 60_000);
});
