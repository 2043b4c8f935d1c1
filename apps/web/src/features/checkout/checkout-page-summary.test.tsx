import { checkoutEndpoint, emiTable, formatInr, formatInrWhole, lowestEmi } from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_EMI_PLANS } from '../../test/fake-api';
import { cartLine, MONITOR_OUT_OF_STOCK, MOUSE_LINE } from './testing/checkout-fixtures';
import {
  choice,
  fakeClockAndPaymentPageEachTest,
  figure,
  openCheckout,
} from './testing/checkout-page-harness';

fakeClockAndPaymentPageEachTest();

describe('checkout', () => {
  it('starts the checkout session and shows the in-stock lines with the server’s figures', async () => {
    const api = await openCheckout([cartLine('pc-1'), MOUSE_LINE(), MONITOR_OUT_OF_STOCK()]);
    expect(api.calls(checkoutEndpoint)).toEqual([{ uid: 'user-1' }]);
    const lines = screen.getByRole('list', { name: 'Items in this order' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Custom PC (Pro PC)', 'Logitech G102 Lightsync']);
    expect(within(lines).getByText('Qty 2 × ₹1,395')).toBeTruthy();
    expect(screen.getByText(/1 out-of-stock item stays in your cart/)).toBeTruthy();
    // 89,541 + 2 x 1,395 = 92,331; GST inside: 92,331 / 1.18; 92,331 x 1.02 = 94,177.62 -> ₹94,178.
    expect(figure('PC(s) subtotal')).toBe('₹89,541');
    expect(figure('Add-ons subtotal')).toBe('₹2,790');
    expect(figure('Total')).toBe('₹92,331');
    expect(figure('Taxable value')).toBe(formatInr(7_824_661));
    expect(figure('GST (18%, included)')).toBe(formatInr(9_233_100 - 7_824_661));
    expect(figure('Platform fee (2%)')).toBe(formatInr(184_700));
    expect(figure('Grand Total')).toBe(formatInr(9_417_800));
    expect(screen.getByText(/waived for UPI, net banking or cash/)).toBeTruthy();
  });

  it('estimates EMI on the grand total, its platform fee stated beside it', async () => {
    await openCheckout([cartLine('pc-1'), MOUSE_LINE()]);
    const lowest = lowestEmi(emiTable(9_417_800, TEST_EMI_PLANS));
    const emi = await screen.findByText(
      `EMI from ${formatInrWhole(lowest?.instalmentPaise ?? 0)}/month`,
    );
    fireEvent.click(emi);
    expect(
      screen.getByText(
        'On ₹94,178 paid by card: ₹92,331 including GST, and a 2% platform fee of ₹1,847.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('table', { name: 'EMI estimate by tenure' })).toBeTruthy();
  });

  it('shows only the Active coupons', async () => {
    await openCheckout([cartLine('pc-1')]);
    const coupons = screen.getByRole('region', { name: 'Apply Coupon' });
    expect(within(coupons).getAllByRole('button')).toHaveLength(2);
    expect(within(coupons).queryByText('Diwali offer')).toBeNull();
  });

  it('chooses an address, and lets go of it when it is chosen again', async () => {
    await openCheckout([cartLine('pc-1')]);
    const home = choice(/^Home/);
    expect(home.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(home);
    expect(home.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(choice(/^Office/));
    expect(home.getAttribute('aria-pressed')).toBe('false');
    expect(choice(/^Office/).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(choice(/^Office/));
    expect(choice(/^Office/).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('link', { name: 'Add A New Address' }).getAttribute('href')).toBe(
      '/addaddress',
    );
  });
});
