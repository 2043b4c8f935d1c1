import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';

describe('POST /api/authenticate', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('tells a visitor without a session that nobody is signed in', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/authenticate' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'No refresh token found', code: 'LOGIN_REQUIRED' });
  });

  it('answers the page-load session check for a guest with 200 and no user', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'No refresh token found',
      access_token: null,
      user_id: null,
    });
  });
});
