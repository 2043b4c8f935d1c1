import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from '../../../src/integrations/mail/smtp-transport';
import type { DatabaseHandle } from '../../../src/platform/db/kysely';
import {
  createOutboxDispatcher,
  OUTBOX_POLICY,
  retryDelayMs,
} from '../../../src/platform/outbox/dispatcher';
import {
  createOutboxRepository,
  type OutboxMessage,
} from '../../../src/platform/outbox/repository';
import { DeliveryDeferred, DeliveryRefused } from '../../../src/platform/outbox/transport';
import { createTestDatabase } from '../../helper';
import { testClock } from '../../modules/accounts/support';

const silent = { warn() {}, error() {}, info() {} } as never;

describe('outbox dispatcher', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  function setUp(deliver: (message: OutboxMessage) => Promise<void>) {
    const clock = testClock();
    const delivered: OutboxMessage[] = [];
    const dispatcher = createOutboxDispatcher({
      db: database.db,
      clock,
      log: silent,
      transports: {
        email: {
          async deliver(message) {
            await deliver(message);
            delivered.push(message);
          },
        },
      },
    });
    const outbox = createOutboxRepository(database.db);
    return { clock, dispatcher, delivered, outbox };
  }

  it('delivers due messages of its channels once, and leaves the others in the outbox', async () => {
    const { clock, dispatcher, delivered, outbox } = setUp(async () => {});
    const email = await outbox.enqueue(
      { channel: 'email', recipient: 'a@example.in', subject: 'Hi', body: 'Hello' },
      clock.now(),
    );
    const sms = await outbox.enqueue(
      { channel: 'sms', recipient: '919000000000', body: '1234' },
      clock.now(),
    );
    expect(await dispatcher.runOnce()).toBe(1);
    expect(await dispatcher.runOnce()).toBe(0);
    expect(delivered.map((message) => message.id)).toEqual([email]);
    expect(await outbox.find(email)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await outbox.find(sms)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(dispatcher.delivers('email')).toBe(true);
    expect(dispatcher.delivers('sms')).toBe(false);
  });

  it('retries a failed delivery with growing delays, then gives up', async () => {
    let failures = 0;
    const { clock, dispatcher, outbox } = setUp(async () => {
      failures++;
      throw new Error('SMTP down');
    });
    const id = await outbox.enqueue(
      { channel: 'email', recipient: 'retry@example.in', body: 'Hello' },
      clock.now(),
    );
    for (let attempt = 1; attempt < OUTBOX_POLICY.maxAttempts; attempt++) {
      await dispatcher.runOnce();
      const row = await outbox.find(id);
      expect(row?.status).toBe('pending');
      expect((row?.next_attempt_at.getTime() ?? 0) - clock.now().getTime()).toBe(
        retryDelayMs(attempt),
      );
      // Not due yet: nothing happens.
      await dispatcher.runOnce();
      expect(failures).toBe(attempt);
      clock.advance(retryDelayMs(attempt));
    }
    await dispatcher.runOnce();
    expect(await outbox.find(id)).toMatchObject({
      status: 'failed',
      attempts: OUTBOX_POLICY.maxAttempts,
    });
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(60 * 60_000);
  });

  it('sends a message that failed once when the provider is back', async () => {
    let down = true;
    const { clock, dispatcher, outbox } = setUp(async () => {
      if (down) throw new Error('timeout');
    });
    const id = await outbox.enqueue(
      { channel: 'email', recipient: 'b@example.in', body: 'x' },
      clock.now(),
    );
    await dispatcher.runOnce();
    down = false;
    clock.advance(retryDelayMs(1));
    expect(await dispatcher.runOnce()).toBe(1);
    expect(await outbox.find(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it("waits as long as a provider's limit asks, giving the attempt back", async () => {
    let limited = true;
    const { clock, dispatcher, outbox } = setUp(async () => {
      if (limited) throw new DeliveryDeferred('daily limit', 3 * 60 * 60_000);
    });
    const id = await outbox.enqueue(
      { channel: 'email', recipient: 'limit@example.in', body: 'x' },
      clock.now(),
    );
    for (let day = 0; day < 20; day++) {
      await dispatcher.runOnce();
      const row = await outbox.find(id);
      expect(row).toMatchObject({ status: 'pending', attempts: 0 });
      expect(row?.next_attempt_at).toEqual(new Date(clock.now().getTime() + 3 * 60 * 60_000));
      clock.advance(3 * 60 * 60_000);
    }
    limited = false;
    expect(await dispatcher.runOnce()).toBe(1);
    expect(await outbox.find(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('gives up at once on a message the provider refuses for good', async () => {
    let calls = 0;
    const { clock, dispatcher, outbox } = setUp(async () => {
      calls++;
      throw new DeliveryRefused('missing last name');
    });
    const id = await outbox.enqueue(
      { channel: 'email', recipient: 'refused@example.in', body: 'x' },
      clock.now(),
    );
    await dispatcher.runOnce();
    clock.advance(retryDelayMs(1));
    await dispatcher.runOnce();
    expect(calls).toBe(1);
    expect(await outbox.find(id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it("keeps trying as many times as the channel's transport asks", async () => {
    const clock = testClock();
    const dispatcher = createOutboxDispatcher({
      db: database.db,
      clock,
      log: silent,
      transports: {
        crm: {
          maxAttempts: OUTBOX_POLICY.maxAttempts + 3,
          async deliver() {
            throw new Error('CRM down');
          },
        },
      },
    });
    const outbox = createOutboxRepository(database.db);
    const id = await outbox.enqueue(
      { channel: 'crm', recipient: 'long@example.in', body: 'x' },
      clock.now(),
    );
    for (let attempt = 1; attempt <= OUTBOX_POLICY.maxAttempts + 2; attempt++) {
      await dispatcher.runOnce();
      expect((await outbox.find(id))?.status).toBe('pending');
      clock.advance(retryDelayMs(attempt));
    }
    await dispatcher.runOnce();
    expect(await outbox.find(id)).toMatchObject({
      status: 'failed',
      attempts: OUTBOX_POLICY.maxAttempts + 3,
    });
  });

  it('polls while started and stops cleanly', async () => {
    const { dispatcher } = setUp(async () => {});
    dispatcher.start();
    await dispatcher.stop();
  });

  it('hands emails to SMTP through nodemailer', async () => {
    const transport = createSmtpTransport(
      { jsonTransport: true },
      'RigForge <no-reply@rigforge.in>',
    );
    await expect(
      transport.deliver({
        id: 1,
        channel: 'email',
        recipient: 'c@example.in',
        subject: 'Verify',
        body: 'Open https://rigforge.in/x',
        payload: null,
        attempts: 1,
      }),
    ).resolves.toBeUndefined();
    transport.close();
  });
});
