import { randomBytes } from 'node:crypto';
import { openEnvelope, sealEnvelope } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';

const order = { userId: 'u-42', items: [{ id: 'gpu-rtx-4070', qty: 1 }], note: 'धन्यवाद' };

describe('POST /api/dev/echo', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('opens a sealed body and seals it back, outside production', async () => {
    const { envelopeKey } = testApp.config;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/dev/echo',
      payload: await sealEnvelope(order, envelopeKey),
    });
    expect(response.statusCode).toBe(200);
    const { payload } = response.json<{ payload: string }>();
    expect(await openEnvelope(payload, envelopeKey)).toEqual(order);
  });

  it('does not exist in production', async () => {
    const production = await buildTestApp({
      database: testApp.database,
      env: { NODE_ENV: 'production', ENVELOPE_KEY: randomBytes(32).toString('base64') },
    });
    const response = await production.app.inject({
      method: 'POST',
      url: '/api/dev/echo',
      payload: order,
    });
    await production.app.close();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});
