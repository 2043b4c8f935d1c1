import { randomBytes } from 'node:crypto';
import { phoneSchema, sealEnvelope } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../helper';
import { type AccountsTestApp, buildAccountsApp } from '../../modules/accounts/support';
import { staffBrowser } from '../../modules/staff/support';

const callback = { name: 'Asha Rao', phone: '9876543210' };

describe('request envelopes', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
    testApp.app.post(
      '/api/test/callback',
      { schema: { body: z.object({ name: z.string(), phone: phoneSchema }) } },
      async (request) => ({ received: request.body }),
    );
  });
  afterAll(() => testApp.close());

  const post = (payload: object) =>
    testApp.app.inject({ method: 'POST', url: '/api/test/callback', payload });

  it('hands the route the opened body of a sealed request', async () => {
    const response = await post(await sealEnvelope(callback, testApp.config.envelopeKey));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: callback });
  });

  it('accepts a plain JSON body as it is', async () => {
    const response = await post(callback);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: callback });
  });

  it('validates the opened body against the route schema', async () => {
    const sealed = await sealEnvelope({ ...callback, phone: '12345' }, testApp.config.envelopeKey);
    const response = await post(sealed);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please enter a valid 10 digit phone number!',
      code: 'BAD_REQUEST',
    });
  });

  it('refuses a tampered envelope with a message the shopper can act on', async () => {
    const { payload } = await sealEnvelope(callback, testApp.config.envelopeKey);
    const bytes = Buffer.from(payload, 'base64');
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 0xff;
    const response = await post({ payload: bytes.toString('base64') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The request could not be read. Please refresh the page and try again.',
      code: 'UNREADABLE_ENVELOPE',
    });
  });

  it('refuses an envelope sealed with another key, or not base64 at all', async () => {
    const otherKey = randomBytes(32).toString('base64');
    for (const envelope of [await sealEnvelope(callback, otherKey), { payload: 'not base64!' }]) {
      const response = await post(envelope);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'The request could not be read. Please refresh the page and try again.',
      );
    }
  });
});

describe('an unreadable envelope on staff routes that take no body', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
  });
  afterAll(() => testApp.close());

  it('is a 400 in words, not a 500 with Fastify’s own text', async () => {
    const { browser } = await staffBrowser(testApp, 'envelope-admin@rigforge.in', 'admin');
    const unreadable = { payload: 'not-a-sealed-body' };
    for (const url of [
      '/api/admin/coupons/00000000-0000-4000-8000-000000000000/expire',
      '/api/admin/payments/RF0000000000/recheck',
    ]) {
      const answer = await browser.post(url, unreadable);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(400);
      expect(answer.json()).toEqual({
        message: 'The request could not be read. Please refresh the page and try again.',
        code: 'UNREADABLE_ENVELOPE',
      });
    }
  });
});
