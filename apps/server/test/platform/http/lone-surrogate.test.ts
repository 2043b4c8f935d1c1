import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../../modules/accounts/support';
import { buildShopApp, type ShopTestApp } from '../../modules/checkout/support';
import { callbackData } from '../../modules/leads/support';
import { customerWithOrder, staffBrowser } from '../../modules/staff/support';

/** Half of a UTF-16 pair: valid JSON, yet no json column stores it (decision 082). */
const HALF = 'a\ud800b';
const REFUSAL = {
  message: 'Please remove the broken character (half of an emoji or symbol) from what you entered.',
  code: 'BAD_REQUEST',
};

describe('text with a lone surrogate', () => {
  let testApp: ShopTestApp;
  beforeAll(async () => {
    testApp = await buildShopApp();
  });
  afterAll(() => testApp.close());

  it('is refused with 400 in words on the lead forms, without a session', async () => {
    const guest = new Browser(testApp);
    const answers = [
      await guest.post('/api/consultation', { data: { ...callbackData(), message: HALF } }),
      await guest.post('/api/callback', { data: callbackData({ message: HALF }) }),
      await guest.post('/api/careers', {
        data: { name: 'Karthik', email: 'k@example.in', phone: '9123456780', description: HALF },
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toEqual(REFUSAL);
    }
  });

  it("is refused in a staff member's ticket reply, and in a key", async () => {
    const { customer, orderIds } = await customerWithOrder(testApp, 'half@example.in');
    await customer.browser.post('/api/support', { orderId: orderIds[0], issue: 'Where is it?' });
    const staff = await staffBrowser(testApp, 'half-staff@rigforge.in');
    const [ticket] = (await staff.browser.get('/api/admin/tickets')).json().tickets;
    const reply = await staff.browser.post(`/api/admin/tickets/${ticket.id}/reply`, { body: HALF });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json()).toEqual(REFUSAL);
    const key = await customer.browser.post('/api/support', {
      orderId: orderIds[0],
      issue: 'Fine',
      '\udc00': 1,
    });
    expect(key.json()).toEqual(REFUSAL);
  });

  it('lets a whole emoji through', async () => {
    const answer = await new Browser(testApp).post('/api/callback', {
      data: callbackData({ message: 'Call me 🙂', phone: '9123400000' }),
    });
    expect(answer.statusCode, answer.body).toBe(201);
  });
});
