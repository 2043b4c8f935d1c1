import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessageTo } from '../accounts/support';
import { buildShopApp, type ShopTestApp } from '../checkout/support';
import { customerWithOrder, numberOf, type StaffBrowser, staffBrowser } from './support';

const SHIPMENT = {
  courier: 'Blue Dart',
  awb: 'BD81234567',
  trackingUrl: 'https://www.bluedart.com/tracking?awb=BD81234567',
};

describe('orders through the build stages', () => {
  let testApp: ShopTestApp;
  let staff: StaffBrowser;
  let pcOrder: string;
  let mouseOrder: string;
  let customer: Awaited<ReturnType<typeof customerWithOrder>>['customer'];

  beforeAll(async () => {
    testApp = await buildShopApp();
    staff = await staffBrowser(testApp, 'workshop@rigforge.in');
    const bought = await customerWithOrder(testApp, 'stages@example.in', { mice: 1 });
    customer = bought.customer;
    [pcOrder, mouseOrder] = bought.orderIds as [string, string];
  });
  afterAll(() => testApp.close());

  const move = (orderId: string, body: object, who = staff.browser) =>
    who.post(`/api/admin/orders/${orderId}/move`, body);

  it('lists new orders as Confirmed, with the moves open to each', async () => {
    const answer = await staff.browser.get('/api/admin/orders?stage=Confirmed');
    expect(answer.statusCode).toBe(200);
    const pc = answer.json().orders.find((order: { orderid: string }) => order.orderid === pcOrder);
    expect(pc).toMatchObject({
      status: 'Confirmed',
      customerEmail: 'stages@example.in',
      nextStages: ['Parts Reserved', 'Cancelled'],
    });
    expect(answer.json().stageCounts.Confirmed).toBe(2);
  });

  it('exports every order the table filter selects, not a page, as CSV', async () => {
    const csv = await staff.browser.get('/api/admin/orders.csv?stage=Confirmed&sort=value');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('orders.csv');
    const [header, ...lines] = csv.body.trim().split('\n');
    expect(header).toBe(
      'Order,Placed (IST),Updated (IST),Stage,Kind,Item,Quantity,Value (₹),Customer,Email,Phone,Address,Payment',
    );
    expect(lines).toHaveLength(2);
    // Sorted by value, lowest first, as the table would show them: the mouse before the PC.
    expect(lines[0]).toContain(await numberOf(testApp, mouseOrder));
    expect(lines[1]).toContain(await numberOf(testApp, pcOrder));
    expect(lines[1]).toContain('stages@example.in');
    const none = await staff.browser.get('/api/admin/orders.csv?stage=Delivered');
    expect(none.body.trim().split('\n')).toHaveLength(1);
    const guest = await testApp.app.inject({ method: 'GET', url: '/api/admin/orders.csv' });
    expect(guest.statusCode).toBe(404);
  });

  it('moves a PC through every stage to Delivered, mailing the customer at each', async () => {
    const path = [
      ['Confirmed', 'Parts Reserved'],
      ['Parts Reserved', 'Assembly'],
      ['Assembly', 'Stress Test'],
      ['Stress Test', 'Ready to Ship'],
      ['Ready to Ship', 'Shipped'],
      ['Shipped', 'Out for Delivery'],
      ['Out for Delivery', 'Delivered'],
    ] as const;
    for (const [from, to] of path) {
      testApp.clock.advance(60 * 60 * 1000);
      const body = {
        from,
        to,
        ...(to === 'Shipped' && { shipment: SHIPMENT }),
        ...(to === 'Stress Test' && {
          testResults: {
            benchmarks: [{ name: '3DMark Time Spy', score: 17840 }],
            temperatures: [{ part: 'CPU', celsius: 78 }],
          },
          note: 'Ran 2 hours of OCCT',
        }),
      };
      const answer = await move(pcOrder, body);
      expect(answer.statusCode, `${from} -> ${to}: ${answer.body}`).toBe(200);
      expect(answer.json().order.status).toBe(to);
      const mail = await lastMessageTo(testApp, 'stages@example.in');
      expect(mail?.subject).toBe(`Your RigForge order ${await numberOf(testApp, pcOrder)}: ${to}`);
    }
    const shippedMail = await testApp.database.db
      .selectFrom('outbox')
      .select('body')
      .where('subject', 'like', '%: Shipped')
      .executeTakeFirstOrThrow();
    expect(shippedMail.body).toContain('AWB number: BD81234567');

    const details = (await customer.browser.post('/api/fetchAllUserDetails', {})).json();
    const mine = details.orderInfo.find((order: { orderid: string }) => order.orderid === pcOrder);
    expect(mine.status).toBe('Delivered');
    expect(mine.updated).toBe(testApp.clock.now().toISOString());
    expect(mine.shipment).toEqual(SHIPMENT);
    expect(mine.timeline.map((step: { stage: string }) => step.stage)).toEqual([
      'Confirmed',
      'Parts Reserved',
      'Assembly',
      'Stress Test',
      'Ready to Ship',
      'Shipped',
      'Out for Delivery',
      'Delivered',
    ]);
    expect(mine.timeline.every((step: { at: string | null }) => step.at !== null)).toBe(true);
  });

  it('refuses every move the machine does not allow', async () => {
    const skip = await move(mouseOrder, { from: 'Confirmed', to: 'Assembly' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toEqual({
      message: 'That move is not allowed for this order.',
      code: 'MOVE_NOT_ALLOWED',
    });
    const back = await move(pcOrder, { from: 'Delivered', to: 'Out for Delivery' });
    expect(back.json().code).toBe('MOVE_NOT_ALLOWED');
    const cancelHere = await move(mouseOrder, { from: 'Confirmed', to: 'Cancelled' });
    expect(cancelHere.json().code).toBe('MOVE_NOT_ALLOWED');
  });

  it('needs the shipment to ship, and takes test results only at the Stress Test', async () => {
    await move(mouseOrder, { from: 'Confirmed', to: 'Parts Reserved' });
    await move(mouseOrder, { from: 'Parts Reserved', to: 'Ready to Ship' });
    const bare = await move(mouseOrder, { from: 'Ready to Ship', to: 'Shipped' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().code).toBe('SHIPMENT_REQUIRED');
    const badAwb = await move(mouseOrder, {
      from: 'Ready to Ship',
      to: 'Shipped',
      shipment: { ...SHIPMENT, awb: '1' },
    });
    expect(badAwb.json()).toEqual({
      message:
        'Please enter a valid AWB number: 6 to 30 letters, digits or dashes, without spaces.',
      code: 'BAD_REQUEST',
    });
  });

  it('answers a move from a stage the order has left with the order as it is now', async () => {
    const stale = await move(mouseOrder, { from: 'Confirmed', to: 'Parts Reserved' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STAGE_CHANGED',
      order: { status: 'Ready to Ship' },
    });
  });

  it('lets exactly one of two staff moving one order at once succeed', async () => {
    const other = await staffBrowser(testApp, 'second@rigforge.in');
    const { orderIds } = await customerWithOrder(testApp, 'race@example.in');
    const orderId = orderIds[0] as string;
    const answers = await Promise.all([
      move(orderId, { from: 'Confirmed', to: 'Parts Reserved' }),
      move(orderId, { from: 'Confirmed', to: 'Parts Reserved' }, other.browser),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const events = await testApp.database.db
      .selectFrom('order_stage_events')
      .select('stage')
      .where('orderid', '=', orderId)
      .execute();
    expect(events.map((event) => event.stage)).toEqual(['Confirmed', 'Parts Reserved']);
  });

  it('writes every move to the audit log: who, before, after, when', async () => {
    const entries = await testApp.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject', '=', `order ${pcOrder}`)
      .orderBy('id')
      .execute();
    expect(entries).toHaveLength(7);
    expect(entries[0]).toMatchObject({
      staff_email: 'workshop@rigforge.in',
      action: 'order.move',
      before: { status: 'Confirmed' },
      after: { status: 'Parts Reserved' },
    });
  });

  it('shows one order with every stage it reached, and who moved it', async () => {
    const answer = await staff.browser.get(`/api/admin/orders/${pcOrder}`);
    expect(answer.json().events[3]).toMatchObject({
      stage: 'Stress Test',
      staffEmail: 'workshop@rigforge.in',
      note: 'Ran 2 hours of OCCT',
      details: { benchmarks: [{ name: '3DMark Time Spy', score: 17840 }] },
    });
  });
});
