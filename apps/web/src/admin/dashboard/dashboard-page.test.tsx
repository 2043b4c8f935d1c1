import {
  type ResponseBody,
  type StockItem,
  staffCatalogueEndpoint,
  staffDashboardEndpoint,
  staffRecheckPaymentEndpoint,
} from '@shop/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { EMPTY_DASHBOARD, LAZY_WAIT, signedInStaff } from '../../test/fake-staff';
import { renderApp } from '../../test/render-app';

type RecheckAnswer = ResponseBody<typeof staffRecheckPaymentEndpoint>;

const HELD = {
  merchantTransactionId: 'MT7F3K9Q2XW8P1L4N6R0',
  customerEmail: 'a.very.long.customer.address@example.in',
  amount: 1_24_999,
  reason: 'Still pending at PhonePe after 20 minutes',
  created: '2026-11-22T06:30:00.000Z',
};

/** An answer the test gives when it chooses, to see the page while the re-check runs. */
function later<T>() {
  let give: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    give = resolve;
  });
  return { promise, give };
}

describe('the dashboard', { timeout: 20_000 }, () => {
  it('says what a re-check found beside the payment, with the button off while it runs', async () => {
    const answer = later<RecheckAnswer>();
    const api = signedInStaff(fakeApi())
      .on(staffDashboardEndpoint, { ...EMPTY_DASHBOARD, heldPayments: [HELD] })
      .on(staffRecheckPaymentEndpoint, () => answer.promise);
    renderApp('/admin');
    const row = await screen.findByRole('row', { name: /MT7F3K9Q2XW8P1L4N6R0/ }, LAZY_WAIT);
    expect(within(row).getByText('Still pending at PhonePe after 20 minutes')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Re-check' }));
    const running = await within(row).findByRole('button', { name: 'Re-checking…' });
    expect((running as HTMLButtonElement).disabled).toBe(true);

    answer.give({ status: 'FAILED', held: true, code: 'PAYMENT_PENDING' });
    await waitFor(() =>
      expect(within(row).getByRole('status').textContent).toBe(
        'Still pending at PhonePe: held for review.',
      ),
    );
    await waitFor(() =>
      expect(
        (within(row).getByRole('button', { name: 'Re-check' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    expect(screen.queryByText(/PAYMENT_PENDING/)).toBeNull();
    expect(api.calls(staffRecheckPaymentEndpoint)).toHaveLength(1);
  });

  it('lists a paid payment whose coupon was already spent, with its reason', async () => {
    signedInStaff(fakeApi()).on(staffDashboardEndpoint, {
      ...EMPTY_DASHBOARD,
      paymentsToReview: [
        { ...HELD, status: 'SUCCESS' as const, reason: 'Paid with a coupon already spent' },
      ],
    });
    renderApp('/admin');
    const table = await screen.findByRole(
      'region',
      { name: 'Payments to look at table' },
      LAZY_WAIT,
    );
    const row = within(table).getByRole('row', { name: /MT7F3K9Q2XW8P1L4N6R0/ });
    expect(within(row).getByText('Paid with a coupon already spent')).toBeTruthy();
    expect(within(row).getByText('Paid, order placed')).toBeTruthy();
  });

  it('keeps saying a re-check found the payment paid once it has left the list', async () => {
    let held = [HELD];
    signedInStaff(fakeApi())
      .on(staffDashboardEndpoint, () => ({ ...EMPTY_DASHBOARD, heldPayments: held }))
      .on(staffRecheckPaymentEndpoint, () => {
        held = [];
        return { status: 'SUCCESS' as const, held: false, code: 'PAYMENT_SUCCESS' };
      });
    renderApp('/admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Re-check' }, LAZY_WAIT));
    expect(await screen.findByText('None: every payment is settled.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Re-checked' }).textContent).toBe(
      'MT7F3K9Q2XW8P1L4N6R0: Paid: order placed.',
    );
  });

  it('says the day’s figures leave out cancelled and refunded orders', async () => {
    signedInStaff(fakeApi()).on(staffDashboardEndpoint, {
      ...EMPTY_DASHBOARD,
      today: { orders: 1234, revenue: 10_00_00_000 },
    });
    renderApp('/admin');
    const revenue = await screen.findByRole('link', { name: /Today's revenue/ }, LAZY_WAIT);
    expect(revenue.textContent).toBe(
      "₹10,00,00,000Today's revenuenot counting cancelled or refunded",
    );
    // Counts are grouped the Indian way too.
    const orders = screen.getByRole('link', { name: /Today's orders/ });
    expect(orders.textContent).toBe("1,234Today's ordersnot counting cancelled or refunded");
  });

  it('opens the low-stock list of every kind from the Low stock tile', async () => {
    const cooler: StockItem = {
      kind: 'cooler',
      id: 'hyper-212',
      name: 'Cooler Master Hyper 212',
      price: 2_499,
      inStock: false,
      stockQty: 0,
      low: true,
    };
    const asked: string[] = [];
    signedInStaff(fakeApi())
      .on(staffDashboardEndpoint, { ...EMPTY_DASHBOARD, lowStock: 1 })
      .on(staffCatalogueEndpoint, (_body, request) => {
        asked.push(new URL(request.url).search);
        return { items: [cooler] };
      });
    renderApp('/admin');
    fireEvent.click(await screen.findByRole('link', { name: /Low stock/ }, LAZY_WAIT));

    expect(await screen.findByText('Cooler Master Hyper 212', undefined, LAZY_WAIT)).toBeTruthy();
    expect(asked).toEqual(['?kind=all&low=true']);
    expect((screen.getByLabelText('Low stock only') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('all');
  });
});
