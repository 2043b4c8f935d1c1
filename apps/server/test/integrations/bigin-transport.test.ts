import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BIGIN_LIMIT_WAIT_MS,
  BIGIN_MAX_ATTEMPTS,
  createBiginTransport,
} from '../../src/integrations/crm/bigin-transport';
import type { CrmContact } from '../../src/integrations/crm/crm-contact';
import type { OutboxMessage } from '../../src/platform/outbox/repository';
import { DeliveryDeferred, DeliveryRefused } from '../../src/platform/outbox/transport';
import { BIGIN_CREDENTIALS, startBiginFake } from './bigin-fake';

const contact: CrmContact = {
  source: 'callback',
  firstName: 'Asha',
  lastName: 'Raman',
  email: 'Asha@Example.in',
  phone: '9876543210',
  note: 'Callback requested for 2025-06-01: Call Back Requested',
};

const message = (payload: unknown = contact): OutboxMessage => ({
  id: 1,
  channel: 'crm',
  recipient: 'asha@example.in',
  subject: 'Contact update (callback)',
  body: 'Asha Raman: Callback requested',
  payload,
  attempts: 1,
});

describe('Zoho Bigin transport', () => {
  let fake: Awaited<ReturnType<typeof startBiginFake>>;
  let time: number;
  const now = () => time;
  const transport = (overrides: Partial<typeof BIGIN_CREDENTIALS> = {}) =>
    createBiginTransport({ ...BIGIN_CREDENTIALS, ...overrides, accountsUrl: fake.baseUrl }, now);

  beforeAll(async () => {
    fake = await startBiginFake();
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    time = Date.parse('2025-06-01T06:30:00Z');
    fake.comeBack();
    fake.contacts.clear();
    fake.forgetGrants();
  });

  it('upserts the contact by email with a token it asks for once and then reuses', async () => {
    const bigin = transport();
    const grants = fake.tokenGrants();
    await bigin.deliver(message());
    await bigin.deliver(message({ ...contact, note: 'Job application: hello', source: 'careers' }));
    expect(fake.tokenGrants()).toBe(grants + 1);
    expect(fake.upserts.at(-1)).toEqual({
      token: expect.stringMatching(/^1000\.token-/),
      body: {
        data: [
          {
            First_Name: 'Asha',
            Last_Name: 'Raman',
            Email: 'Asha@Example.in',
            Mobile: '+919876543210',
            Description: 'Job application: hello',
          },
        ],
        duplicate_check_fields: ['Email'],
      },
    });
    // Matched by email: one contact, updated.
    expect([...fake.contacts.values()]).toEqual([
      {
        id: expect.any(String),
        record: expect.objectContaining({ Description: 'Job application: hello' }),
      },
    ]);
  });

  it('keeps a one-word name whole as the last name Bigin requires', async () => {
    await transport().deliver(
      message({ ...contact, firstName: '', lastName: 'Karthik', phone: null }),
    );
    expect(fake.contacts.get('asha@example.in')?.record).toEqual({
      Last_Name: 'Karthik',
      Email: 'Asha@Example.in',
      Description: contact.note,
    });
  });

  it('asks for a new token shortly before the hour Zoho gives it is up', async () => {
    const bigin = transport();
    await bigin.deliver(message());
    const grants = fake.tokenGrants();
    time += 50 * 60_000;
    await bigin.deliver(message());
    expect(fake.tokenGrants()).toBe(grants);
    time += 6 * 60_000;
    await bigin.deliver(message());
    expect(fake.tokenGrants()).toBe(grants + 1);
  });

  it('renews a token Bigin no longer accepts and sends the contact again, once', async () => {
    const bigin = transport();
    await bigin.deliver(message());
    fake.expireTokens();
    const upserts = fake.upserts.length;
    const grants = fake.tokenGrants();
    await bigin.deliver(message());
    expect(fake.tokenGrants()).toBe(grants + 1);
    expect(fake.upserts.length).toBe(upserts + 2);
    expect(fake.upserts.at(-1)?.token).not.toBe(fake.upserts.at(-2)?.token);
  });

  it('never asks for more than 10 tokens in 10 minutes, waiting instead', async () => {
    const bigin = transport();
    const grants = fake.tokenGrants();
    let deferred: unknown;
    for (let index = 0; index < 12; index++) {
      fake.expireTokens();
      try {
        await bigin.deliver(message());
      } catch (error) {
        deferred = error;
        break;
      }
      time += 1_000;
    }
    expect(fake.tokenGrants() - grants).toBe(10);
    expect(deferred).toBeInstanceOf(DeliveryDeferred);
    expect((deferred as DeliveryDeferred).delayMs).toBeGreaterThan(9 * 60_000);
    // Ten minutes on (for Zoho too), tokens may be asked for again.
    time += 10 * 60_000;
    fake.forgetGrants();
    fake.expireTokens();
    await bigin.deliver(message());
  });

  it("waits as long as Bigin's limit answer says, without calling Bigin meanwhile", async () => {
    const bigin = transport();
    fake.limit(120);
    const error = await bigin.deliver(message()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeliveryDeferred);
    expect((error as DeliveryDeferred).delayMs).toBe(120_000);
    const calls = fake.upserts.length;
    time += 60_000;
    const still = await bigin.deliver(message()).catch((caught: unknown) => caught);
    expect((still as DeliveryDeferred).delayMs).toBe(60_000);
    expect(fake.upserts.length).toBe(calls);
    fake.comeBack();
    time += 60_000;
    await bigin.deliver(message());
    expect(fake.upserts.length).toBe(calls + 1);
  });

  it('waits when Zoho itself refuses a token for too many requests', async () => {
    for (let index = 0; index < 10; index++) await transport().deliver(message());
    const error = await transport()
      .deliver(message())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeliveryDeferred);
    expect(String(error)).toMatch(/too many requests/);
  });

  it('waits a quarter of an hour on a limit answer that names no time', async () => {
    fake.limit();
    const error = await transport()
      .deliver(message())
      .catch((caught: unknown) => caught);
    expect((error as DeliveryDeferred).delayMs).toBe(BIGIN_LIMIT_WAIT_MS);
  });

  it('fails, for the outbox to retry, while Bigin is down or the credentials are wrong', async () => {
    fake.goDown();
    const down = await transport()
      .deliver(message())
      .catch((caught: unknown) => caught);
    expect(down).toBeInstanceOf(Error);
    expect(down).not.toBeInstanceOf(DeliveryDeferred);
    expect(down).not.toBeInstanceOf(DeliveryRefused);
    expect(String(down)).toMatch(/503/);
    fake.comeBack();
    const wrong = await transport({ clientSecret: 'nope' })
      .deliver(message())
      .catch((e: unknown) => e);
    expect(String(wrong)).toMatch(/invalid_code/);
    expect(wrong).not.toBeInstanceOf(DeliveryRefused);
    expect(BIGIN_MAX_ATTEMPTS).toBeGreaterThan(48);
  });

  it('refuses for good what Bigin will never take, and what is not a contact', async () => {
    const refused = await transport()
      .deliver(message({ ...contact, firstName: '', lastName: '', email: '' }))
      .catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(DeliveryRefused);
    expect(String(refused)).toMatch(/MANDATORY_NOT_FOUND/);
    const notContact = await transport()
      .deliver(message({ otp: '1234' }))
      .catch((e: unknown) => e);
    expect(notContact).toBeInstanceOf(DeliveryRefused);
  });
});
