import { checkoutEndpoint, payEndpoint } from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  cartLine,
  checkoutAnswerFor,
  checkoutDetails,
} from '../../features/checkout/testing/checkout-fixtures';
import { fakeApi } from '../../test/fake-api';
import { renderAccountScreen } from '../../test/render-account-screen';
import { CheckoutScreen } from './checkout-screen';

describe('the checkout screen', () => {
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
