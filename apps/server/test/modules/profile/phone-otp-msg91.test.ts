import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMsg91Fake } from '../../integrations/msg91-fake';
import {
  type AccountsTestApp,
  buildAccountsApp,
  lastMessageTo,
  signedInBrowser,
} from '../accounts/support';

describe('phone verification with MSG91 configured', () => {
  let fake: Awaited<ReturnType<typeof startMsg91Fake>>;
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    fake = await startMsg91Fake('msg91-key');
    testApp = await buildAccountsApp({
      env: {
        MSG91_AUTH_KEY: 'msg91-key',
        MSG91_TEMPLATE_ID: 'otp-template',
        MSG91_BASE_URL: fake.baseUrl,
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await fake.stop();
  });

  it('texts the code at once and records it sent', async () => {
    const { browser } = await signedInBrowser(testApp, 'sms@example.in');
    const response = await browser.post('/api/sendotp', { phoneNumber: '9876500001' });
    expect(response.json()).toEqual({ type: 'success', message: 'OTP sent' });
    const text = await lastMessageTo(testApp, '919876500001');
    expect(text?.status).toBe('sent');
    expect(fake.calls.at(-1)?.query).toMatchObject({
      mobile: '919876500001',
      otp: (text?.payload as { otp: string } | undefined)?.otp,
      template_id: 'otp-template',
    });
  });

  it('answers the spec message when MSG91 refuses, and does not retry a code that would arrive late', async () => {
    fake.answerWith(() => ({ status: 200, body: { type: 'error', message: 'Mobile not valid' } }));
    const { browser } = await signedInBrowser(testApp, 'refused@example.in');
    const response = await browser.post('/api/sendotp', { phoneNumber: '9876500002' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      type: 'error',
      message: 'Server Error! Not able to send OTP!',
      code: 'OTP_NOT_SENT',
    });
    expect((await lastMessageTo(testApp, '919876500002'))?.status).toBe('failed');
  });
});
