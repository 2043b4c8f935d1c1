import {
  type CouponOffer,
  type StaffOrder,
  type StaffTicket,
  type StockItem,
  staffCatalogueEndpoint,
  staffCouponsEndpoint,
  staffCreateCouponEndpoint,
  staffDashboardEndpoint,
  staffExpireCouponEndpoint,
  staffLoginEndpoint,
  staffMoveOrderEndpoint,
  staffOrdersEndpoint,
  staffReplyTicketEndpoint,
  staffSecondFactorEndpoint,
  staffSessionEndpoint,
  staffTicketsEndpoint,
  staffUpdateStockItemEndpoint,
} from '@shop/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, fakeApi } from '../test/fake-api';
import { EMPTY_DASHBOARD, LAZY_WAIT, signedInStaff, TEST_ADMIN } from '../test/fake-staff';
import { renderApp } from '../test/render-app';

const ORDER_ID = '3f2c9a10-0000-4000-8000-000000000001';

function staffOrder(status: string, nextStages: StaffOrder['nextStages']): StaffOrder {
  return {
    orderid: ORDER_ID,
    created: '2026-11-20T10:00:00.000Z',
    updated: null,
    status,
    itemType: 'PC',
    title: 'Custom PC (Pro PC)',
    productShort: 'Ryzen 5 / RTX 4060',
    qty: 1,
    value: 98_500,
    address: '12 MG Road, Bengaluru, Karnataka, 560001',
    customerName: 'Priya Shah',
    customerEmail: 'priya@example.in',
    customerPhone: '9876543210',
    merchantTransactionId: 'T1',
    nextStages,
  };
}

describe('the staff console', { timeout: 20_000 }, () => {
  it('signs in with the password, then the authenticator code, after enrolling with its QR code', async () => {
    const api = fakeApi()
      .signedOut()
      .on(staffSessionEndpoint, { staff: null })
      .on(staffLoginEndpoint, {
        next: 'enrol',
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl:
          'otpauth://totp/RigForge:ada%40rigforge.in?secret=JBSWY3DPEHPK3PXP&issuer=RigForge',
      })
      .on(staffSecondFactorEndpoint, (body) =>
        body.code === '123456'
          ? { staff: TEST_ADMIN, recoveryCodes: ['ABCDE-12345', 'FGHIJ-67890'] }
          : failWith(401, 'CODE_REFUSED', 'That code did not work. Please try again.'),
      )
      .on(staffDashboardEndpoint, EMPTY_DASHBOARD);
    renderApp('/admin/login');

    fireEvent.change(await screen.findByLabelText('Email', undefined, LAZY_WAIT), {
      target: { value: TEST_ADMIN.email },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-long-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect((await screen.findByTestId('totp-secret')).textContent).toContain('JBSWY3DPEHPK3PXP');
    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: /verify|sign in|continue/i }));
    expect((await screen.findByRole('alert')).textContent).toContain('That code did not work.');

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: /verify|sign in|continue/i }));
    expect(await screen.findByText('ABCDE-12345')).toBeTruthy();
    expect(api.calls(staffLoginEndpoint)).toEqual([
      { email: TEST_ADMIN.email, password: 'a-long-password' },
    ]);
    expect(api.calls(staffSecondFactorEndpoint)).toEqual([{ code: '654321' }, { code: '123456' }]);
  });

  it('moves an order on the board one stage on, from the stage it showed', async () => {
    let order = staffOrder('Confirmed', ['Parts Reserved', 'Cancelled']);
    const api = signedInStaff(fakeApi())
      .on(staffOrdersEndpoint, () => ({
        orders: [order],
        total: 1,
        stageCounts: { [order.status]: 1 },
      }))
      .on(staffMoveOrderEndpoint, (body) => {
        order = staffOrder(body.to, ['Assembly', 'Cancelled']);
        return { order, events: [], paymentOrders: [], paymentRefund: null };
      });
    renderApp('/admin/orders');

    const confirmed = await screen.findByRole('region', { name: 'Confirmed' }, LAZY_WAIT);
    const card = within(confirmed).getByRole('article', { name: `OD-${ORDER_ID.toUpperCase()}` });
    fireEvent.click(within(card).getByRole('button', { name: 'Move to Parts Reserved' }));

    const reserved = screen.getByRole('region', { name: 'Parts Reserved' });
    await waitFor(() =>
      expect(within(reserved).getByRole('article').getAttribute('aria-label')).toBe(
        `OD-${ORDER_ID.toUpperCase()}`,
      ),
    );
    expect(api.calls(staffMoveOrderEndpoint)).toEqual([
      { from: 'Confirmed', to: 'Parts Reserved' },
    ]);
  });

  it('shows why a move was refused when another member moved the order first', async () => {
    const order = staffOrder('Confirmed', ['Parts Reserved', 'Cancelled']);
    signedInStaff(fakeApi())
      .on(staffOrdersEndpoint, { orders: [order], total: 1, stageCounts: { Confirmed: 1 } })
      .on(
        staffMoveOrderEndpoint,
        failWith(409, 'STAGE_CHANGED', 'Someone else moved this order first.', {
          order: staffOrder('Parts Reserved', ['Assembly', 'Cancelled']),
        }),
      );
    renderApp('/admin/orders');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Move to Parts Reserved' }, LAZY_WAIT),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Someone else moved this order first.',
    );
  });

  it("saves a part's new price in whole rupees", async () => {
    let gpu: StockItem = {
      kind: 'gpu',
      id: 'rtx-4060',
      name: 'NVIDIA RTX 4060',
      price: 29_999,
      inStock: true,
      stockQty: 6,
      low: false,
    };
    const api = signedInStaff(fakeApi())
      .on(staffCatalogueEndpoint, () => ({ items: [gpu] }))
      .on(staffUpdateStockItemEndpoint, (body) => {
        gpu = { ...gpu, price: body.price ?? gpu.price };
        return { item: gpu };
      });
    renderApp('/admin/catalogue');
    const price = await screen.findByLabelText(
      'Price of NVIDIA RTX 4060 in rupees',
      undefined,
      LAZY_WAIT,
    );
    fireEvent.change(price, { target: { value: '27,499' } });
    expect((price as HTMLInputElement).value).toBe('27499');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(api.calls(staffUpdateStockItemEndpoint)).toEqual([
      { kind: 'gpu', id: 'rtx-4060', price: 27_499 },
    ]);
  });

  it('answers a ticket, closing it, and shows the answer', async () => {
    const ticket: StaffTicket = {
      id: '22222222-2222-4222-8222-222222222222',
      orderid: ORDER_ID,
      description: 'When will my PC ship?',
      created: '2026-11-21T08:00:00.000Z',
      closedAt: null,
      customerName: 'Priya Shah',
      customerEmail: 'priya@example.in',
      replies: [],
    };
    const api = signedInStaff(fakeApi())
      .on(staffTicketsEndpoint, { tickets: [ticket], total: 1 })
      .on(staffReplyTicketEndpoint, (body) => ({
        message: 'Reply sent.',
        ticket: {
          ...ticket,
          closedAt: body.close ? '2026-11-21T09:00:00.000Z' : null,
          replies: [
            {
              author: 'staff' as const,
              body: body.body,
              created: '2026-11-21T09:00:00.000Z',
              staffEmail: TEST_ADMIN.email,
            },
          ],
        },
      }));
    renderApp('/admin/tickets');
    const card = await screen.findByRole(
      'article',
      { name: `Ticket on OD-${ORDER_ID.toUpperCase()}` },
      LAZY_WAIT,
    );
    fireEvent.change(within(card).getByLabelText('Reply'), {
      target: { value: 'It ships on Friday.' },
    });
    fireEvent.click(within(card).getByLabelText('Close the ticket with this reply'));
    fireEvent.click(within(card).getByRole('button', { name: 'Send reply' }));
    // Closing takes the card off the open list: the page, not the card, says what happened.
    expect(
      await screen.findByText(`Reply sent. Ticket on OD-${ORDER_ID.toUpperCase()} closed.`),
    ).toBeTruthy();
    expect(api.calls(staffReplyTicketEndpoint)).toEqual([
      { body: 'It ships on Friday.', close: true },
    ]);
  });

  it('creates a coupon for one customer with its terms, and expires an offer', async () => {
    const offers: CouponOffer[] = [
      {
        id: '33333333-3333-4333-8333-333333333333',
        code: 'WELCOME500',
        description: 'Welcome offer',
        amountOff: 500,
        minPurchaseValue: 0,
        validity: null,
        target: 'all',
        created: '2026-11-01T00:00:00.000Z',
        expiredAt: null,
        issued: 40,
        used: 7,
      },
      {
        id: '55555555-5555-4555-8555-555555555555',
        code: 'MONSOON300',
        description: 'Monsoon offer',
        amountOff: 300,
        minPurchaseValue: 0,
        validity: '2025-08-31T18:29:59.000Z',
        target: 'all',
        created: '2025-07-01T00:00:00.000Z',
        expiredAt: null,
        issued: 40,
        used: 3,
      },
    ];
    const api = signedInStaff(fakeApi())
      .on(staffCouponsEndpoint, () => ({ offers }))
      .on(staffCreateCouponEndpoint, (body) => {
        const offer: CouponOffer = {
          id: '44444444-4444-4444-8444-444444444444',
          code: body.code,
          description: body.description,
          amountOff: body.amountOff,
          minPurchaseValue: body.minPurchaseValue,
          validity: body.validity,
          target: body.targetEmail ?? 'all',
          created: '2026-11-22T00:00:00.000Z',
          expiredAt: null,
          issued: 1,
          used: 0,
        };
        offers.push(offer);
        return { offer };
      })
      .on(staffExpireCouponEndpoint, () => {
        const [first] = offers;
        if (!first) throw new Error('no offer');
        offers[0] = { ...first, expiredAt: '2026-11-22T00:00:00.000Z' };
        return { offer: offers[0] };
      });
    renderApp('/admin/coupons');

    const row = (await screen.findByRole('rowheader', { name: 'WELCOME500' }, LAZY_WAIT)).closest(
      'tr',
    );
    if (!row) throw new Error('no row');
    expect(row.textContent).toContain('7 of 40');
    // An offer past its last day has ended though nobody expired it: nothing left to edit or end.
    const lapsed = screen.getByRole('rowheader', { name: 'MONSOON300 Expired' }).closest('tr');
    if (!lapsed) throw new Error('no row');
    expect(within(lapsed).queryByRole('button')).toBeNull();

    const form = screen.getByRole('form', { name: 'New coupon' });
    fireEvent.change(within(form).getByLabelText('Code'), { target: { value: 'diwali2000' } });
    fireEvent.change(within(form).getByLabelText('For the customer (email)'), {
      target: { value: 'priya@example.in' },
    });
    fireEvent.change(within(form).getByLabelText('Description'), {
      target: { value: 'Diwali offer' },
    });
    fireEvent.change(within(form).getByLabelText('Rupees off'), { target: { value: '2000' } });
    fireEvent.change(within(form).getByLabelText('Minimum PC value (₹)'), {
      target: { value: '50000' },
    });
    fireEvent.change(within(form).getByLabelText('Valid until (last day)'), {
      target: { value: '2036-11-30' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Coupon DIWALI2000 created.')).toBeTruthy();
    // GET and POST share the path: the posted bodies are the creations.
    const created = api.calls(staffCreateCouponEndpoint).filter((body) => body !== undefined);
    expect(created).toEqual([
      {
        code: 'DIWALI2000',
        targetEmail: 'priya@example.in',
        description: 'Diwali offer',
        amountOff: 2000,
        minPurchaseValue: 50_000,
        validity: '2036-11-30T23:59:59+05:30',
      },
    ]);
    expect(await screen.findByRole('rowheader', { name: 'DIWALI2000' })).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Expire WELCOME500' }));
    const asked = await screen.findByRole('dialog', { name: 'Expire WELCOME500?' });
    fireEvent.click(within(asked).getByRole('button', { name: 'Expire the offer' }));
    await waitFor(() => expect(within(row).getByText('Expired')).toBeTruthy());
    expect(api.calls(staffExpireCouponEndpoint)).toHaveLength(1);
  });
});
