import { API_MESSAGES, MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  Browser,
  buildAccountsApp,
  signedInBrowser,
} from '../accounts/support';
import { callbackData, forgetEverything, queuedForCrm, storedLeads } from './support';

const { validation } = MESSAGES;

describe('the lead forms', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
  });
  afterAll(() => testApp.close());
  beforeEach(() => forgetEverything(testApp));

  it('store a callback request once, then queue its CRM copy, and answer the spec’s message', async () => {
    const response = await new Browser(testApp).post('/api/callback', { data: callbackData() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGES.leads.callbackSubmitted });
    expect(await storedLeads(testApp)).toEqual([
      expect.objectContaining({
        kind: 'callback',
        name: 'Asha Raman',
        phone: '9876543210',
        email: 'asha@example.in',
        preferred_date: '2025-07-01',
        message: 'Call Back Requested',
        user_id: null,
        created_at: testApp.clock.now(),
      }),
    ]);
    expect(await queuedForCrm(testApp)).toEqual([
      expect.objectContaining({
        recipient: 'asha@example.in',
        status: 'pending',
        payload: {
          source: 'callback',
          firstName: 'Asha',
          lastName: 'Raman',
          email: 'asha@example.in',
          phone: '9876543210',
          note: 'Callback requested for 2025-07-01: Call Back Requested',
        },
      }),
    ]);
  });

  it('store a video consultation and a job application with their own messages', async () => {
    const browser = new Browser(testApp);
    const consultation = await browser.post('/api/consultation', {
      data: { ...callbackData({ date: '2025-06-03' }), message: 'A render workstation' },
    });
    expect(consultation.statusCode).toBe(201);
    expect(consultation.json()).toEqual({ message: MESSAGES.leads.consultationSubmitted });
    const careers = await browser.post('/api/careers', {
      data: {
        name: 'Karthik',
        email: 'karthik@example.in',
        phone: '9123456780',
        description: 'Four years of PC assembly.',
      },
    });
    expect(careers.statusCode).toBe(201);
    expect(careers.json()).toEqual({ message: MESSAGES.leads.applicationSubmitted });
    const leads = await storedLeads(testApp);
    expect(
      leads.map(({ kind, preferred_date, message }) => ({ kind, preferred_date, message })),
    ).toEqual([
      { kind: 'consultation', preferred_date: '2025-06-03', message: 'A render workstation' },
      { kind: 'careers', preferred_date: null, message: 'Four years of PC assembly.' },
    ]);
    const crm = await queuedForCrm(testApp);
    expect(crm.map((message) => message.payload)).toEqual([
      expect.objectContaining({ source: 'consultation', lastName: 'Raman' }),
      // A one-word name is the CRM's last name.
      expect.objectContaining({ source: 'careers', firstName: '', lastName: 'Karthik' }),
    ]);
  });

  it('note who sent a lead when they are signed in', async () => {
    const { browser, userId } = await signedInBrowser(testApp, 'lead-user@example.in');
    const response = await browser.post('/api/callback', { data: callbackData() });
    expect(response.statusCode).toBe(201);
    expect((await storedLeads(testApp))[0]?.user_id).toBe(userId);
  });

  it('refuse bad input with the first failing field’s message, storing nothing', async () => {
    const browser = new Browser(testApp);
    const cases: [unknown, string][] = [
      [{ data: callbackData({ name: 'R2D2', phone: '1' }) }, validation.invalidName],
      [{ data: callbackData({ phone: '98765', email: 'nope' }) }, validation.invalidPhone],
      [{ data: callbackData({ email: 'asha@', date: '' }) }, validation.invalidEmail],
      [{ data: callbackData({ date: '2025-05-31', message: '' }) }, validation.invalidFutureDate],
      [{ data: callbackData({ message: '  ' }) }, validation.detailsRequired],
      [{ data: callbackData({ message: 'x'.repeat(301) }) }, validation.detailsTooLong],
      [{ data: callbackData({ date: 20250601 }) }, validation.invalidFutureDate],
      [{}, validation.invalidName],
      [{ data: null }, validation.invalidName],
      [[1, 2], validation.invalidName],
    ];
    for (const [body, message] of cases) {
      const response = await browser.request({
        method: 'POST',
        url: '/api/callback',
        payload: body as object,
      });
      expect({ body, status: response.statusCode, answer: response.json() }).toEqual({
        body,
        status: 400,
        answer: { code: 'BAD_REQUEST', message },
      });
    }
    const careers = await browser.post('/api/careers', {
      data: { name: 'Karthik', email: 'k@example.in', phone: '9123456780', description: '' },
    });
    expect(careers.json()).toEqual({
      code: 'BAD_REQUEST',
      message: validation.descriptionRequired,
    });
    expect(await storedLeads(testApp)).toEqual([]);
    expect(await queuedForCrm(testApp)).toEqual([]);
  });

  it('answer a body that is not JSON with 400, never a server error', async () => {
    const response = await new Browser(testApp).request({
      method: 'POST',
      url: '/api/consultation',
      headers: { 'content-type': 'application/json' },
      payload: '{"data": {',
    });
    expect(response.statusCode).toBe(400);
  });

  it("check the earliest date against the shop's clock, in India's time zone", async () => {
    const browser = new Browser(testApp);
    const start = testApp.clock.now().getTime();
    // 23:59:59 on 1 June in India: 1 June is still bookable.
    const lastSecond = Date.parse('2025-06-01T18:29:59Z') - start;
    testApp.clock.advance(lastSecond);
    const late = await browser.post('/api/callback', {
      data: callbackData({ date: '2025-06-01' }),
    });
    expect(late.statusCode).toBe(201);
    // Midnight in India: 1 June is past, for callbacks and consultations alike.
    testApp.clock.advance(1_000);
    for (const path of ['/api/callback', '/api/consultation']) {
      const refused = await browser.post(path, {
        data: callbackData({ email: 'b@example.in', date: '2025-06-01' }),
      });
      expect(refused.json()).toEqual({
        code: 'BAD_REQUEST',
        message: validation.invalidFutureDate,
      });
      const nextDay = await browser.post(path, {
        data: callbackData({ email: 'b@example.in', date: '2025-06-02' }),
      });
      expect(nextDay.statusCode).toBe(201);
    }
    expect(await storedLeads(testApp)).toHaveLength(3);
  });

  it('answer a bot that fills the hidden field as a success, and store and send nothing', async () => {
    const browser = new Browser(testApp);
    for (const [path, body, message] of [
      ['/api/callback', { data: callbackData() }, MESSAGES.leads.callbackSubmitted],
      ['/api/consultation', { data: { name: 'x' } }, MESSAGES.leads.consultationSubmitted],
      ['/api/careers', {}, MESSAGES.leads.applicationSubmitted],
    ] as const) {
      const response = await browser.post(path, { ...body, website: 'https://spam.example' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message });
    }
    expect(await storedLeads(testApp)).toEqual([]);
    expect(await queuedForCrm(testApp)).toEqual([]);
    // An empty honeypot is a person's.
    const person = await browser.post('/api/callback', { data: callbackData(), website: '' });
    expect(person.statusCode).toBe(201);
    expect(await storedLeads(testApp)).toHaveLength(1);
  });

  it('limit each form to 5 an hour for one email or one phone from one address, silencing nobody elsewhere', async () => {
    const third = new Browser(testApp);
    const send = (browser: Browser, overrides: Record<string, unknown>) =>
      browser.post('/api/callback', { data: callbackData(overrides) });
    for (let index = 0; index < 5; index++) {
      const response = await send(third, {
        email: `other${index}@example.in`,
        phone: '9000000000',
      });
      expect(response.statusCode).toBe(201);
    }
    const sixth = await send(third, { email: 'other9@example.in', phone: '9000000000' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      code: 'RATE_LIMITED',
      message: API_MESSAGES.tooManyAttempts,
    });
    // The phone's owner, from their own address, is not silenced by the third party's five.
    const owner = await send(new Browser(testApp), { phone: '9000000000' });
    expect(owner.statusCode, owner.body).toBe(201);
    // Another form keeps its own count; an hour later the callback form opens again.
    const careers = await third.post('/api/careers', {
      data: { name: 'Asha', email: 'asha@example.in', phone: '9000000000', description: 'Hi' },
    });
    expect(careers.statusCode).toBe(201);
    testApp.clock.advance(60 * 60_000);
    expect(
      (await send(third, { email: 'other9@example.in', phone: '9000000000' })).statusCode,
    ).toBe(201);
    expect(await storedLeads(testApp)).toHaveLength(8);
  });

  it('limit one address to 20 calls an hour, valid or not', async () => {
    const browser = new Browser(testApp);
    for (let index = 0; index < 20; index++) {
      const response = await browser.post('/api/careers', { data: {} });
      expect(response.statusCode).toBe(400);
    }
    const limited = await browser.post('/api/callback', { data: callbackData() });
    expect(limited.statusCode).toBe(429);
    expect(await storedLeads(testApp)).toEqual([]);
    expect(
      (await new Browser(testApp).post('/api/callback', { data: callbackData() })).statusCode,
    ).toBe(201);
  });
});
