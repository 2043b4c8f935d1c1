import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxRepository } from '../../src/platform/outbox/repository';
import { type AccountsTestApp, Browser, buildAccountsApp, PASSWORD } from './accounts/support';

describe('development outbox', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
    await new Browser(testApp).post('/api/register', {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'first@example.in',
      number: '9876543210',
      password: PASSWORD,
    });
    testApp.clock.advance(1000);
    await createOutboxRepository(testApp.database.db).enqueue(
      { channel: 'sms', recipient: '919000000000', body: '<b>1234</b> is your code' },
      testApp.clock.now(),
    );
  });
  afterAll(() => testApp.close());

  it('lists messages newest first with the links found in each', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(200);
    const { messages } = response.json();
    expect(messages.map((message: { to: string }) => message.to)).toEqual([
      '919000000000',
      'first@example.in',
    ]);
    expect(messages[1]).toEqual({
      id: expect.any(Number),
      channel: 'email',
      to: 'first@example.in',
      subject: 'Verify your email for RigForge',
      text: expect.stringContaining('Hi Asha,'),
      links: [expect.stringMatching(/^http:\/\/localhost:3000\/api\/verify-email\?token=/)],
      status: 'pending',
      createdAt: '2025-06-01T06:30:00.000Z',
    });
  });

  it('shows the same as a page, escaped, ahead of the web app fallback', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Development outbox');
    expect(response.body).toContain('href="http://localhost:3000/api/verify-email?token=');
    expect(response.body).toContain('&lt;b&gt;1234&lt;/b&gt; is your code');
    expect(response.body).not.toContain('<b>1234</b>');
  });

  it('does not exist in production', async () => {
    const production = await buildAccountsApp({
      database: testApp.database,
      env: { NODE_ENV: 'production', ENVELOPE_KEY: Buffer.alloc(32, 1).toString('base64') },
    });
    const json = await production.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const page = await production.app.inject({ method: 'GET', url: '/dev/outbox' });
    await production.close();
    expect(json.statusCode).toBe(404);
    expect(page.body).not.toContain('Development outbox');
  });
});
