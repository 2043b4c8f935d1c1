import { MESSAGES, SHOP_EVENTS } from '@shop/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { type AccountsTestApp, Browser, buildAccountsApp } from './accounts/support';
import { forgetEverything, queuedForCrm, storedRegistrations } from './leads/support';

const fifa = SHOP_EVENTS['fifa-tournament'];

/** The registration payload as the event pages send it. */
const registration = (overrides: Record<string, unknown> = {}) => ({
  eventName: fifa.name,
  eventDate: fifa.date,
  eventLocation: fifa.location,
  eventLocationLink: fifa.locationLink,
  name: 'Divya N',
  number: '9000012345',
  email: 'divya@example.in',
  description: 'Playing with a friend from IIT Madras',
  ...overrides,
});

describe('event registration', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
  });
  afterAll(() => testApp.close());
  beforeEach(() => forgetEverything(testApp));

  it("stores the registration with the shop's own facts of the event, then queues it for the CRM", async () => {
    const response = await new Browser(testApp).post(
      '/api/formData',
      registration({ eventDate: '1999-01-01', eventLocation: 'Elsewhere' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Registered Sucessfully' });
    expect(await storedRegistrations(testApp)).toEqual([
      expect.objectContaining({
        event_id: fifa.eventId,
        event_name: fifa.name,
        event_date: fifa.date,
        event_location: fifa.location,
        name: 'Divya N',
        email: 'divya@example.in',
        phone: '9000012345',
        description: 'Playing with a friend from IIT Madras',
      }),
    ]);
    expect((await queuedForCrm(testApp)).map((message) => message.payload)).toEqual([
      {
        source: 'event',
        firstName: 'Divya',
        lastName: 'N',
        email: 'divya@example.in',
        phone: '9000012345',
        note: `Registered for ${fifa.name} on ${fifa.date}: Playing with a friend from IIT Madras`,
      },
    ]);
  });

  it('needs no description', async () => {
    const { description: _description, ...withoutDescription } = registration();
    const response = await new Browser(testApp).post('/api/formData', withoutDescription);
    expect(response.statusCode).toBe(201);
    expect((await storedRegistrations(testApp))[0]?.description).toBeNull();
  });

  it('takes one registration per event for an email address or a phone number, and says so', async () => {
    const browser = new Browser(testApp);
    expect((await browser.post('/api/formData', registration())).statusCode).toBe(201);
    for (const repeat of [
      registration({ email: 'DIVYA@Example.in', number: '9111111111' }),
      registration({ email: 'someone@example.in' }),
    ]) {
      const response = await new Browser(testApp).post('/api/formData', repeat);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'ALREADY_REGISTERED',
        message: MESSAGES.events.alreadyRegistered,
      });
    }
    // The same person may register for another event.
    const contest = SHOP_EVENTS['pc-master-contest'];
    const other = await browser.post('/api/formData', registration({ eventName: contest.name }));
    expect(other.statusCode).toBe(201);
    const stored = await storedRegistrations(testApp);
    expect(stored.map((row) => row.event_id)).toEqual([fifa.eventId, contest.eventId]);
    expect(await queuedForCrm(testApp)).toHaveLength(2);
  });

  it('stores one of two identical registrations sent at the same moment', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => new Browser(testApp).post('/api/formData', registration())),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await storedRegistrations(testApp)).toHaveLength(1);
    expect(await queuedForCrm(testApp)).toHaveLength(1);
  });

  it('refuses bad input with the first failing field’s message and an unknown event', async () => {
    const browser = new Browser(testApp);
    const cases: [object, string][] = [
      [registration({ name: '', email: 'x', number: '1' }), MESSAGES.validation.invalidName],
      [registration({ email: 'x', number: '1' }), MESSAGES.validation.invalidEmail],
      [registration({ number: '12345678901' }), MESSAGES.validation.invalidPhone],
      [registration({ description: 'x'.repeat(301) }), MESSAGES.validation.descriptionTooLong],
      [registration({ eventName: 'Another fest' }), MESSAGES.events.registrationFailed],
      [{}, MESSAGES.validation.invalidName],
    ];
    for (const [body, message] of cases) {
      const response = await browser.post('/api/formData', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'BAD_REQUEST', message });
    }
    expect(await storedRegistrations(testApp)).toEqual([]);
  });

  it('answers a bot that fills the hidden field as a success, and stores nothing', async () => {
    const response = await new Browser(testApp).post(
      '/api/formData',
      registration({ website: 'spam' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGES.events.registered });
    expect(await storedRegistrations(testApp)).toEqual([]);
    expect(await queuedForCrm(testApp)).toEqual([]);
  });

  it('lists and takes registrations for an event whose stored id names no uuid version', async () => {
    // md5 digits as a uuid column takes them, as a bulk seed makes ids (no RFC 9562 version).
    const oldId = '92eb5ffe-e6ae-2fec-3ad7-1c777531578f';
    const { db } = testApp.database;
    await sql`insert into events (id, slug, event_date, registration, document)
      select ${oldId}, 'old-seeded-event', event_date, registration,
        jsonb_set(jsonb_set(document, '{slug}', '"old-seeded-event"'), '{name}', '"Old seeded event"')
      from events where id = ${fifa.eventId}`.execute(db);
    onTestFinished(async () => {
      await forgetEverything(testApp);
      await db.deleteFrom('events').where('id', '=', oldId).execute();
    });
    const browser = new Browser(testApp);
    const listed = await browser.get('/api/events');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().events.map((event: { id: string }) => event.id)).toContain(oldId);
    const registered = await browser.post('/api/formData', registration({ eventId: oldId }));
    expect(registered.statusCode, registered.body).toBe(201);
    expect((await storedRegistrations(testApp)).map((row) => row.event_id)).toEqual([oldId]);
  });

  // Last in the file: the shop's clock only moves forward, and this moves it past the events.
  it("takes registrations until the event's day has ended in India, then refuses them, stores nothing and says so", async () => {
    const browser = new Browser(testApp);
    const states = async () => {
      const answer = await browser.get('/api/events');
      expect(answer.statusCode).toBe(200);
      return (answer.json().events as { slug: string; state: string }[]).map(({ slug, state }) => [
        slug,
        state,
      ]);
    };
    // The test's clock starts before the events.
    expect(await states()).toEqual(Object.values(SHOP_EVENTS).map((e) => [e.slug, 'open']));

    // One second before midnight in India at the end of the event's day: still open.
    const closes = new Date(`${fifa.date}T00:00:00+05:30`).getTime() + 24 * 60 * 60 * 1000;
    testApp.clock.advance(closes - 1_000 - testApp.clock.now().getTime());
    expect((await browser.post('/api/formData', registration())).statusCode).toBe(201);

    testApp.clock.advance(1_000);
    const refused = await browser.post(
      '/api/formData',
      registration({ email: 'late@example.in', number: '9000054321' }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'REGISTRATION_CLOSED',
      message: MESSAGES.events.registrationClosed,
    });
    expect(await storedRegistrations(testApp)).toHaveLength(1);
    expect(await queuedForCrm(testApp)).toHaveLength(1);
    expect(await states()).toEqual(Object.values(SHOP_EVENTS).map((e) => [e.slug, 'held']));
  });
});
