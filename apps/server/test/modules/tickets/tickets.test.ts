import type { Selection } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Buyer,
  buildShopApp,
  buyer,
  gamingSelection,
  payInSandbox,
  type ShopTestApp,
} from '../checkout/support';

describe('support tickets', () => {
  let testApp: ShopTestApp;
  let selection: Selection;
  let owner: Buyer;
  let orderId: string;
  let orderNumber: string;

  beforeAll(async () => {
    testApp = await buildShopApp();
    selection = await gamingSelection(testApp);
    owner = await buyer(testApp, 'tickets@example.in', { selection });
    const id = await payInSandbox(testApp, owner, 'SUCCESS');
    await owner.browser.get(`/api/payment/validate/${id}`);
    const details = (await owner.browser.post('/api/fetchAllUserDetails', {})).json();
    orderId = details.orderInfo[0].orderid;
    orderNumber = details.orderInfo[0].orderNumber;
  });
  afterAll(() => testApp.close());

  const raise = (issue: unknown) =>
    owner.browser.post('/api/support', { uid: owner.userId, orderId, issue });

  it('raises a ticket on an order and answers every ticket of the user', async () => {
    const raised = await raise('  The GPU fans are loud.  ');
    expect(raised.statusCode).toBe(201);
    expect(raised.json()).toEqual({
      message: 'Issue Raised! Redirecting to support section...',
      tickets: [
        {
          id: expect.any(String),
          orderid: orderId,
          orderNumber,
          description: 'The GPU fans are loud.',
          created: testApp.clock.now().toISOString(),
          replies: [],
          closed: false,
        },
      ],
    });
    const details = (await owner.browser.post('/api/fetchAllUserDetails', {})).json();
    expect(details.userTickets).toEqual(raised.json().tickets);
  });

  it('requires a description: "Please describe the issue!"', async () => {
    for (const issue of ['', '   ', undefined, null]) {
      const answer = await raise(issue);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: 'Please describe the issue!', code: 'BAD_REQUEST' });
    }
  });

  it('takes 300 characters and refuses 301', async () => {
    expect((await raise('x'.repeat(300))).statusCode).toBe(201);
    const tooLong = await raise('x'.repeat(301));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      message: 'Please keep the description under 300 characters!',
      code: 'BAD_REQUEST',
    });
  });

  it('refuses a ticket on an order that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'OD-1234']) {
      const answer = await owner.browser.post('/api/support', { orderId: id, issue: 'Help' });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'Order not found', code: 'NOT_FOUND' });
    }
  });

  it('edits a ticket with "Ticket Edited!", under the same rules', async () => {
    const [ticket] = (await raise('First words')).json().tickets.slice(-1);
    const edited = await owner.browser.post('/api/editTicket', {
      id: ticket.id,
      uid: owner.userId,
      desc: 'Better words',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe('Ticket Edited!');
    expect(edited.json().tickets.find((t: { id: string }) => t.id === ticket.id).description).toBe(
      'Better words',
    );
    const blank = await owner.browser.post('/api/editTicket', { id: ticket.id, desc: ' ' });
    expect(blank.json()).toEqual({ message: 'Please describe the issue!', code: 'BAD_REQUEST' });
  });

  it('deletes a ticket, and then it is not found', async () => {
    const before = (await raise('To be deleted')).json().tickets;
    const ticket = before.at(-1);
    const deleted = await owner.browser.post('/api/delTicket', {
      id: ticket.id,
      uid: owner.userId,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().tickets).toHaveLength(before.length - 1);
    const again = await owner.browser.post('/api/delTicket', { id: ticket.id });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Ticket not found', code: 'NOT_FOUND' });
  });
});
