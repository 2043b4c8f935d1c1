import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/stub-api';
import { renderAccountScreen } from '../account/testing/account-session';
import { PaymentFailPage } from './payment-fail-page';
import { PaymentSuccessPage } from './payment-success-page';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const path = () => screen.getByTestId('current-path').textContent;
const ORDER = { transaction_id: 'RF123', amount: 93_158, currency: 'INR' };

const purchaseEvents = () =>
  (window.dataLayer ?? []).filter((entry) => entry.event === 'purchase_completed');

function openSuccess() {
  return renderAccountScreen(<PaymentSuccessPage />, {
    path: '/payment/success/RF123',
    route: '/payment/success/:merchantTransactionId',
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.dataLayer = [];
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a successful payment', () => {
  it('confirms the order, counts the purchase once, reloads the account, then shows /orders after 3 s', async () => {
    const api = stubApi({ '/api/createOrder': { status: 201, body: ORDER } });
    const { refresh } = openSuccess();
    expect(screen.getByRole('heading', { name: 'Payment Success!' })).toBeTruthy();
    expect(screen.getByText('Order Confirmed.')).toBeTruthy();
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(api.callsTo('/api/createOrder').map((call) => call.body)).toEqual([
      { merchantTransactionId: 'RF123' },
    ]);
    expect(purchaseEvents()).toEqual([
      { event: 'purchase_completed', transaction_id: 'RF123', value: 93_158, currency: 'INR' },
    ]);
    await advance(2_700);
    expect(path()).toBe('/payment/success/RF123');
    await advance(400);
    expect(path()).toBe('/orders');
  });

  it('does not count the purchase again when the screen is opened again', async () => {
    stubApi({ '/api/createOrder': { status: 201, body: ORDER } });
    const first = openSuccess();
    await vi.waitFor(() => expect(first.refresh).toHaveBeenCalled());
    first.unmount();
    const second = openSuccess();
    await vi.waitFor(() => expect(second.refresh).toHaveBeenCalled());
    expect(purchaseEvents()).toHaveLength(1);
  });

  it('counts nothing when no confirmed payment answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ '/api/createOrder': { status: 404, body: { message: 'Order not found' } } });
    const { refresh } = openSuccess();
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(purchaseEvents()).toHaveLength(0);
  });
});

describe('a failed payment', () => {
  it('says so and goes back to the cart after 3 s', async () => {
    stubApi({});
    renderAccountScreen(<PaymentFailPage />, {
      path: '/payment/fail/RF123',
      route: '/payment/fail/:merchantTransactionId',
    });
    expect(screen.getByRole('heading', { name: 'Payment Failed!' })).toBeTruthy();
    expect(screen.getByText('Please try again.')).toBeTruthy();
    expect(screen.getByText('Redirecting to cart...')).toBeTruthy();
    await advance(2_900);
    expect(path()).toBe('/payment/fail/RF123');
    await advance(150);
    expect(path()).toBe('/cart');
  });
});
