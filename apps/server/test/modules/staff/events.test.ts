import { MESSAGES, SHOP_EVENTS } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/support';
import { buildShopApp, type ShopTestApp } from '../checkout/support';
import { type StaffBrowser, staffBrowser } from './support';

/** A 2026 event as staff type it; the test's clock starts in June 2025. */
const details = (overrides: Record<string, unknown> = {}) => ({
  slug: 'fifa-tournament-2026',
  edition: 'RigForge College Tech Fest 2026',
  name: 'FIFA Tournament 2026',
  tagline: 'One-on-one football knockouts.',
  date: '2026-12-12',
  startTime: '11:00',
  endTime: '17:30',
  venue: 'Hall 2, Chennai Trade Centre',
  mapLink: 'https://www.google.com/maps/search/?api=1&query=Chennai+Trade+Centre',
  about: 'A knockout bracket of six-minute matches.',
  highlights: ['Solo entries'],
  capacity: 2,
  registrationOpensAt: null,
  registrationClosesAt: null,
  ...overrides,
});

const visitor = (n: number, eventId: string) => ({
  eventName: 'FIFA Tournament 2026',
  eventId,
  eventDate: '',
  eventLocation: '',
  eventLocationLink: '',
  name: `Player ${'N'.repeat(n)}`,
  number: `900001000${n}`,
  email: `player${n}@example.in`,
});

describe('events in the console', () => {
  let testApp: ShopTestApp;
  let staff: StaffBrowser;
  beforeAll(async () => {
    testApp = await buildShopApp();
    staff = await staffBrowser(testApp, 'events@rigforge.in');
  });
  afterAll(() => testApp.close());

  const audit = (subject: string) =>
    testApp.database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('subject', '=', subject)
      .orderBy('id')
      .execute();

  it('creates an event closed, opens it, takes registrations up to its capacity, closes it, exports its registrations, and audits each step', async () => {
    const { browser } = staff;
    const created = await browser.post('/api/admin/events', details());
    expect(created.statusCode).toBe(201);
    const event = created.json().event;
    expect(event).toMatchObject({ registration: 'closed', state: 'closed', registered: 0 });
    expect(event.path).toBe('/events/fifa-tournament-2026');
    const again = await browser.post('/api/admin/events', details());
    expect(again.json()).toEqual({
      code: 'EVENT_SLUG_TAKEN',
      message: MESSAGES.staff.eventSlugTaken,
    });

    const guest = new Browser(testApp);
    expect((await guest.post('/api/formData', visitor(1, event.id))).statusCode).toBe(409);
    const opened = await browser.post(`/api/admin/events/${event.id}/registration`, {
      registration: 'open',
    });
    expect(opened.json().event.state).toBe('open');
    expect((await guest.post('/api/formData', visitor(1, event.id))).statusCode).toBe(201);
    expect((await guest.post('/api/formData', visitor(2, event.id))).statusCode).toBe(201);
    const third = await guest.post('/api/formData', visitor(3, event.id));
    expect(third.json().code).toBe('REGISTRATION_CLOSED');
    const listed = (await guest.get('/api/events')).json().events;
    expect(listed.find((each: { id: string }) => each.id === event.id).state).toBe('full');

    const edited = await browser.post(`/api/admin/events/${event.id}`, details({ capacity: 3 }));
    expect(edited.json().event).toMatchObject({ state: 'open', registered: 2, capacity: 3 });
    await browser.post(`/api/admin/events/${event.id}/registration`, { registration: 'closed' });
    expect((await guest.post('/api/formData', visitor(3, event.id))).statusCode).toBe(409);

    const csv = await browser.get(`/api/admin/registrations.csv?source=${event.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('player1@example.in');
    expect(csv.body).toContain('player2@example.in');
    const other = await browser.get(`/api/admin/registrations.csv?source=not-an-id`);
    expect(other.body).not.toContain('player1@example.in');

    expect(await audit('event fifa-tournament-2026')).toEqual([
      { action: 'event.create', before: null, after: expect.objectContaining({ capacity: 2 }) },
      { action: 'event.open', before: { registration: 'closed' }, after: { registration: 'open' } },
      {
        action: 'event.update',
        before: expect.objectContaining({ capacity: 2 }),
        after: expect.objectContaining({ capacity: 3 }),
      },
      {
        action: 'event.close',
        before: { registration: 'open' },
        after: { registration: 'closed' },
      },
    ]);
  });

  it('refuses an event that ends before it starts, in words', async () => {
    const answer = await staff.browser.post(
      '/api/admin/events',
      details({ slug: 'backwards', startTime: '18:00', endTime: '09:00' }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('The event must end after it starts.');
  });

  it('keeps the 2025 fest as it was held, at its own addresses', async () => {
    const listed = (await new Browser(testApp).get('/api/events')).json().events;
    const fest = listed.find(
      (each: { id: string }) => each.id === SHOP_EVENTS['tech-fest'].eventId,
    );
    expect(fest).toMatchObject({ path: '/ad', name: 'RigForge College Tech Fest 2025' });
  });
});
