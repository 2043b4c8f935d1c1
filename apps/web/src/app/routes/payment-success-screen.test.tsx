import { createOrderEndpoint, updatePriceEndpoint, validatePaymentEndpoint } from '@shop/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCartCount } from '../../features/cart/hooks/use-cart-count';
import { fakeApi } from '../../test/fake-api';
import { TEST_USER, testDetails } from '../../test/fake-session';
import { renderAccountScreen } from '../../test/render-account-screen';
import { PaymentSuccessScreen } from './payment-success-screen';

const ORDER = {
  transaction_id: 'RF123',
  amount: 93_158,
  amountPaise: 9_315_800,
  currency: 'INR' as const,
};

/** The navbar's count of the one cart cache. */
function CartCount() {
  return <output data-testid="cart-count">{useCartCount()}</output>;
}
const cartCount = () => Number(screen.getByTestId('cart-count').textContent);

// The purchase is counted (window.dataLayer) once per browser session: left as found.
afterEach(() => {
  delete window.dataLayer;
  window.sessionStorage.clear();
});

describe('the payment success screen', () => {
  it("asks for the cart again once paid: the navbar's count drops the paid lines", async () => {
    const api = fakeApi()
      .on(validatePaymentEndpoint, { code: 'PAYMENT_SUCCESS' })
      .on(createOrderEndpoint, ORDER)
      .on(updatePriceEndpoint, { cart: [] });
    renderAccountScreen(
      <>
        <PaymentSuccessScreen />
        <CartCount />
      </>,
      {
        path: '/payment/success/RF123',
        route: '/payment/success/:merchantTransactionId',
        // The record loaded before paying still holds the paid lines.
        details: { ...testDetails([1, 2]), userInfo: [TEST_USER] },
      },
    );
    expect(cartCount()).toBe(3);
    expect(await screen.findByRole('heading', { name: 'Payment Success!' })).toBeTruthy();
    await vi.waitFor(() => expect(cartCount()).toBe(0));
    expect(api.calls(updatePriceEndpoint)).toEqual([{ cart: [] }]);
  });
});
