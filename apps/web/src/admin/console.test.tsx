import {
  type StockItem,
  staffCatalogueEndpoint,
  staffDashboardEndpoint,
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
import {
  EMPTY_DASHBOARD,
  LAZY_WAIT,
  signedInStaff,
  staffOrder,
  staffTicket,
  TEST_ADMIN,
} from '../test/fake-staff';
import { renderApp } from '../test/render-app';

const ORDER_ID = staffOrder('Confirmed', []).orderid;

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
        totalCapped: false,
        stageCounts: { [order.status]: 1 },
      }))
      .on(staffMoveOrderEndpoint, (body) => {
        order = staffOrder(body.to, ['Assembly', 'Cancelled']);
        return { order, events: [], paymentOrders: [], paymentRefund: null };
      });
    renderApp('/admin/orders');

    const confirmed = await screen.findByRole('region', { name: 'Confirmed' }, LAZY_WAIT);
    const card = within(confirmed).getByRole('article', { name: `OD-7K3M-Q9XA` });
    fireEvent.click(within(card).getByRole('button', { name: 'Move to Parts Reserved' }));

    const reserved = screen.getByRole('region', { name: 'Parts Reserved' });
    await waitFor(() =>
      expect(within(reserved).getByRole('article').getAttribute('aria-label')).toBe(`OD-7K3M-Q9XA`),
    );
    expect(api.calls(staffMoveOrderEndpoint)).toEqual([
      { from: 'Confirmed', to: 'Parts Reserved' },
    ]);
  });

  it('shows why a move was refused when another member moved the order first', async () => {
    const order = staffOrder('Confirmed', ['Parts Reserved', 'Cancelled']);
    signedInStaff(fakeApi())
      .on(staffOrdersEndpoint, {
        orders: [order],
        total: 1,
        totalCapped: false,
        stageCounts: { Confirmed: 1 },
      })
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
    const ticket = staffTicket(ORDER_ID);
    const api = signedInStaff(fakeApi())
      .on(staffTicketsEndpoint, { tickets: [ticket], total: 1, totalCapped: false })
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
    const card = await screen.findByRole('article', { name: `Ticket on OD-7K3M-Q9XA` }, LAZY_WAIT);
    fireEvent.change(within(card).getByLabelText('Reply'), {
      target: { value: 'It ships on Friday.' },
    });
    fireEvent.click(within(card).getByLabelText('Close the ticket with this reply'));
    fireEvent.click(within(card).getByRole('button', { name: 'Send reply' }));
    // Closing takes the card off the open list: the page, not the card, says what happened.
    expect(await screen.findByText(`Reply sent. Ticket on OD-7K3M-Q9XA closed.`)).toBeTruthy();
    expect(api.calls(staffReplyTicketEndpoint)).toEqual([
      { body: 'It ships on Friday.', close: true },
    ]);
  });
});
