import { gzipSync } from 'node:zlib';
import { phoneSchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../../../src/platform/http/errors';
import { buildTestApp, type TestApp } from '../../helper';

describe('error answers', () => {
  let testApp: TestApp;
  const logLines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { LOG_LEVEL: 'error' },
      logStream: { write: (line) => logLines.push(JSON.parse(line)) },
    });
    const { app } = testApp;
    app.post(
      '/api/test/phone',
      { schema: { body: z.object({ phone: phoneSchema, pincode: z.string() }) } },
      async () => ({ ok: true }),
    );
    app.get('/api/test/crash', async () => {
      throw new Error('connection to db.internal:5432 refused for user shop');
    });
    app.get('/api/test/left', async () => {
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
    app.post('/api/test/in-cart', async () => {
      throw new HttpError('ALREADY_IN_CART', 'Item already in cart!');
    });
  });
  afterAll(() => testApp.close());

  it('answers a validation failure with 400 and the schema message the shopper should see', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/phone',
      payload: { phone: '98765', pincode: 600001 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please enter a valid 10 digit phone number!',
      code: 'BAD_REQUEST',
    });
  });

  it('names the field and what it must be where its schema has no message of its own', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/phone',
      payload: { phone: '9876543210', pincode: 600001 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Pincode must be a string.', code: 'BAD_REQUEST' });
  });

  it('keeps the status and message of a client error thrown by a route', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test/in-cart' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Item already in cart!', code: 'ALREADY_IN_CART' });
  });

  it('refuses a compressed body with 400 rather than inflating it', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/phone',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ phone: '9876543210', pincode: '600001' })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/phone',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone": ',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['message', 'code']);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  it('hides what went wrong on the server and logs it with the request id', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong. Please try again.',
      code: 'SERVER_ERROR',
    });
    expect(response.body).not.toContain('db.internal');

    const requestId = response.headers['x-request-id'];
    expect(requestId).toEqual(expect.any(String));
    const logged = logLines.find((line) => line.reqId === requestId);
    expect(logged).toMatchObject({
      level: 50,
      err: { message: 'connection to db.internal:5432 refused for user shop' },
    });
  });

  it('does not log a visitor who left mid-answer as a server error', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/left' });
    const requestId = response.headers['x-request-id'];
    expect(requestId).toEqual(expect.any(String));
    expect(logLines.filter((line) => line.reqId === requestId)).toEqual([]);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await testApp.app.inject({ method, url: '/api/no-such-call?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('keeps a sane request id from a load balancer and replaces anything else', async () => {
    const kept = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a9c' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c');
    const replaced = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[\w-]{16}$/);
  });

  it('gives each request an id of its own', async () => {
    const ids = new Set<unknown>();
    for (let i = 0; i < 200; i++) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      ids.add(response.headers['x-request-id']);
    }
    expect(ids.size).toBe(200);
  });
});
