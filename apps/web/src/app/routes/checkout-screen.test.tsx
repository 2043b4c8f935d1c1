import { checkoutEndpoint, payEndpoint } from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCartCount } from '../../features/cart/hooks/use-cart-count';
import {
  cartLine,
  checkoutAnswerFor,
  checkoutDetails,
  MOUSE_LINE,
} from '../../features/checkout/testing/checkout-fixtures';
import { fakeApi } from '../../test/fake-api';
import { renderAccountScreen } from '../../test/render-account-screen';
import { CheckoutScreen } from './checkout-screen';

/** The navbar's count of the one cart cache. */
function CartCount() {
  return <output data-testid="cart-count">{useCartCount()}</output>;
}

describe('the checkout screen', () => {
  it("puts the cart the checkout answers in the one cart cache: the navbar's count follows", async () => {
    const cart = [cartLine('pc-1'), MOUSE_LINE()];
    fakeApi().on(checkoutEndpoint, checkoutAnswerFor(cart, []));
    renderAccountScreen(
      <>
        <CheckoutScreen />
        <CartCount />
      </>,
      { path: '/checkout', details: checkoutDetails() },
    );
    await screen.findByRole('region', { name: 'Price Details' });
    // The session's record had no cart; checkout answered 1 PC and 2 mice.
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
  });

  it("asks an unverified buyer to verify their phone with the account's dialog", async () => {
    const cart = [cartLine('pc-1')];
    const api = fakeApi().on(checkoutEndpoint, checkoutAnswerFor(cart, []));
    renderAccountScreen(<CheckoutScreen />, {
      path: '/checkout',
      details: checkoutDetails({ verified: 0 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Home/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    const dialog = await screen.findByRole('dialog', { name: 'Verify Phone Number' });
    expect(within(dialog).getByLabelText('Phone number')).toHaveProperty('value', '9876543210');
    expect(within(dialog).getByRole('button', { name: 'Send OTP' })).toBeTruthy();
    expect(api.calls(payEndpoint)).toEqual([]);
  });
});
