import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMsg91Transport } from '../../src/integrations/sms/msg91-transport';
import type { OutboxMessage } from '../../src/platform/outbox/repository';
import { startMsg91Fake } from './msg91-fake';

const text: OutboxMessage = {
  id: 1,
  channel: 'sms',
  recipient: '919876543210',
  subject: null,
  body: '4821 is your RigForge verification code. It expires in 10 minutes.',
  payload: { otp: '4821', expiryMinutes: 10 },
  attempts: 1,
};

describe('MSG91 transport', () => {
  let fake: Awaited<ReturnType<typeof startMsg91Fake>>;
  beforeAll(async () => {
    fake = await startMsg91Fake('auth-key-1');
  });
  afterAll(() => fake.stop());

  const transport = (authKey = 'auth-key-1') =>
    createMsg91Transport({ authKey, templateId: 'tmpl-otp', baseUrl: fake.baseUrl });

  it("asks MSG91 to deliver the shop's own code in the OTP template", async () => {
    await transport().deliver(text);
    expect(fake.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/v5/otp',
      authkey: 'auth-key-1',
      query: {
        template_id: 'tmpl-otp',
        mobile: '919876543210',
        otp: '4821',
        otp_length: '4',
        otp_expiry: '10',
      },
    });
  });

  it('fails when MSG91 answers type error, even with HTTP 200', async () => {
    fake.answerWith(() => ({ status: 200, body: { type: 'error', message: 'Invalid mobile' } }));
    await expect(transport().deliver(text)).rejects.toThrow(/Invalid mobile/);
    fake.answerWith(() => ({ status: 200, body: { type: 'success', message: 'ok' } }));
  });

  it('fails on a refused key, a server error or a body that is not JSON', async () => {
    await expect(transport('wrong').deliver(text)).rejects.toThrow(/401/);
    fake.answerWith(() => ({ status: 500, body: 'oops' }));
    await expect(transport().deliver(text)).rejects.toThrow(/500/);
    fake.answerWith(() => ({ status: 200, body: { type: 'success', message: 'ok' } }));
  });

  it('delivers only OTP texts', async () => {
    await expect(transport().deliver({ ...text, payload: null })).rejects.toThrow(/OTP/);
  });
});
