import { CHECKOUT_SESSION_MS } from '@shop/domain';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../../test/clock';
import { renderAccountScreen } from '../../test/render-account-screen';
import { cartLine, checkoutDetails } from './testing/checkout-fixtures';
import {
  CheckoutWithHeldCart,
  checkoutServer,
  fakeClockAndPaymentPageEachTest,
  openCheckout,
  path,
} from './testing/checkout-page-harness';

fakeClockAndPaymentPageEachTest();

describe('the checkout session', () => {
  it('goes back to the cart once more than 19815000 ms have passed on the page', async () => {
    const started = new Date(Date.now() - CHECKOUT_SESSION_MS + 5_000).toISOString();
    await openCheckout([cartLine('pc-1', { checkouttime: started })]);
    await advanceClock(4_500);
    expect(path()).toBe('/checkout');
    await advanceClock(1_000);
    expect(path()).toBe('/cart');
  });

  it('goes back to the cart at once when the session is already over', async () => {
    const started = new Date(Date.now() - CHECKOUT_SESSION_MS - 1_000).toISOString();
    checkoutServer([cartLine('pc-1', { checkouttime: started })]);
    renderAccountScreen(<CheckoutWithHeldCart />, {
      path: '/checkout',
      details: checkoutDetails(),
    });
    await waitFor(() => expect(path()).toBe('/cart'));
  });
});
