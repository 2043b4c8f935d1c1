import { API_MESSAGES, createOrderEndpoint, MESSAGES, validatePaymentEndpoint } from '@shop/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock } from '../../test/clock';
import { failWith, fakeApi, replyWith } from '../../test/fake-api';
import { TEST_USER, testDetails } from '../../test/fake-session';
import { renderAccountScreen } from '../../test/render-account-screen';
import { PaymentFailPage } from './payment-fail-page';
import { PaymentPendingPage } from './payment-pending-page';
import { PaymentSuccessPage } from './payment-success-page';

const path = () => screen.getByTestId('current-path').textContent;
const ORDER = {
  transaction_id: 'RF123',
  amount: 93_158,
  amountPaise: 9_315_800,
  currency: 'INR' as const,
};

/** The shop after the payment: the order. */
function paidShop(order: typeof ORDER | ReturnType<typeof failWith> = ORDER) {
  return fakeApi()
    .on(validatePaymentEndpoint, { code: 'PAYMENT_SUCCESS' })
    .on(createOrderEndpoint, order);
}

const purchaseEvents = () =>
  (window.dataLayer ?? []).filter((entry) => entry.event === 'purchase_completed');

const TEST_BUYER = TEST_USER;

/**
 * The success screen; `reloadCart` stands in for the cart's reload, which app/routes hands in (the
 * navbar's count following it: app/routes/payment-success-screen.test.tsx).
 */
function openSuccess() {
  const reloadCart = vi.fn(async () => {});
  const view = renderAccountScreen(<PaymentSuccessPage reloadCart={reloadCart} />, {
    path: '/payment/success/RF123',
    route: '/payment/success/:merchantTransactionId',
    details: { ...testDetails([1, 2]), userInfo: [TEST_BUYER] },
  });
  return { ...view, reloadCart };
}

beforeEach(() => {
  vi.useFakeTimers();
  window.dataLayer = [];
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a successful payment', () => {
  it('confirms the order, counts the purchase once, reloads the account, then shows /orders after 3 s', async () => {
    const api = paidShop();
    const { refresh, reloadCart } = openSuccess();
    expect(await screen.findByRole('heading', { name: 'Payment Success!' })).toBeTruthy();
    expect(screen.getByText('Order Confirmed.')).toBeTruthy();
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(api.calls(createOrderEndpoint)).toEqual([{ merchantTransactionId: 'RF123' }]);
    // The cart is asked for again, emptied of the paid lines.
    expect(reloadCart).toHaveBeenCalledOnce();
    expect(purchaseEvents()).toEqual([
      { event: 'purchase_completed', transaction_id: 'RF123', value: 93_158, currency: 'INR' },
    ]);
    await advanceClock(2_700);
    expect(path()).toBe('/payment/success/RF123');
    await advanceClock(400);
    expect(path()).toBe('/orders');
  });

  it('does not count the purchase again when the screen is opened again', async () => {
    paidShop();
    const first = openSuccess();
    await vi.waitFor(() => expect(first.refresh).toHaveBeenCalled());
    first.unmount();
    const second = openSuccess();
    await vi.waitFor(() => expect(second.refresh).toHaveBeenCalled());
    expect(purchaseEvents()).toHaveLength(1);
  });

  it('counts nothing when no confirmed payment answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    paidShop(failWith(404, 'NOT_FOUND', API_MESSAGES.orderNotFound));
    const { refresh } = openSuccess();
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(purchaseEvents()).toHaveLength(0);
  });
});

describe('the success screen of a payment that did not succeed', () => {
  it.each([
    ['a made-up id', () => failWith(404, 'TRANSACTION_NOT_FOUND', API_MESSAGES.paymentNotFound)],
    ['a pending payment', () => replyWith(200, { code: 'PAYMENT_PENDING' })],
    ['a failed payment', () => replyWith(200, { code: 'PAYMENT_DECLINED' })],
  ])('never says success for %s: it hands over to validation', async (_case, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi().on(validatePaymentEndpoint, answer());
    openSuccess();
    expect(screen.getByRole('heading', { name: 'Verifying Payment...' })).toBeTruthy();
    await vi.waitFor(() => expect(path()).toBe('/payment/validate/RF123'));
    expect(screen.queryByText('Payment Success!')).toBeNull();
    expect(screen.queryByText('Order Confirmed.')).toBeNull();
    expect(api.calls(createOrderEndpoint)).toEqual([]);
    expect(purchaseEvents()).toHaveLength(0);
  });
});

describe('a pending payment', () => {
  it('says it is still being confirmed, that the order arrives by itself, and stays', async () => {
    fakeApi();
    renderAccountScreen(<PaymentPendingPage />, {
      path: '/payment/pending/RF123',
      route: '/payment/pending/:merchantTransactionId',
    });
    expect(screen.getByRole('heading', { name: MESSAGES.payment.pendingTitle })).toBeTruthy();
    expect(screen.getByText(MESSAGES.payment.pendingLine)).toBeTruthy();
    expect(screen.getByText(MESSAGES.payment.pendingNext)).toBeTruthy();
    expect(screen.queryByText('Payment Failed!')).toBeNull();
    expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/orders');
    await advanceClock(10_000);
    expect(path()).toBe('/payment/pending/RF123');
  });
});

describe('a failed payment', () => {
  it('says so and goes back to the cart after 3 s', async () => {
    fakeApi();
    renderAccountScreen(<PaymentFailPage />, {
      path: '/payment/fail/RF123',
      route: '/payment/fail/:merchantTransactionId',
    });
    expect(screen.getByRole('heading', { name: 'Payment Failed!' })).toBeTruthy();
    expect(screen.getByText('Please try again.')).toBeTruthy();
    expect(screen.getByText('Redirecting to cart...')).toBeTruthy();
    await advanceClock(2_900);
    expect(path()).toBe('/payment/fail/RF123');
    await advanceClock(150);
    expect(path()).toBe('/cart');
  });
});
