import { API_MESSAGES, checkoutEndpoint, MESSAGES, payEndpoint } from '@shop/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../../test/clock';
import { failWith } from '../../test/fake-api';
import { cartLine, checkoutDetails, MOUSE_LINE } from './testing/checkout-fixtures';
import {
  choice,
  fakeClockAndPaymentPageEachTest,
  figure,
  openCheckout,
  PAY_URL,
  proceedButton,
} from './testing/checkout-page-harness';

const leaveForPayment = fakeClockAndPaymentPageEachTest();

describe('checkout', () => {
  it('asks for a delivery address for 2 s, the button disabled meanwhile', async () => {
    const api = await openCheckout([cartLine('pc-1')]);
    fireEvent.click(proceedButton());
    expect(screen.getByText('Please Select Delivery Address!')).toBeTruthy();
    expect(proceedButton()).toHaveProperty('disabled', true);
    await advanceClock(1_900);
    expect(screen.queryByText(MESSAGES.checkout.selectDeliveryAddress)).not.toBeNull();
    await advanceClock(150);
    expect(screen.queryByText(MESSAGES.checkout.selectDeliveryAddress)).toBeNull();
    expect(proceedButton()).toHaveProperty('disabled', false);
    expect(api.calls(payEndpoint)).toHaveLength(0);
  });

  it('opens Verify Phone Number for an unverified phone', async () => {
    const api = await openCheckout([cartLine('pc-1')], checkoutDetails({ verified: 0 }));
    fireEvent.click(choice(/^Home/));
    fireEvent.click(proceedButton());
    expect(await screen.findByRole('dialog', { name: 'Verify Phone Number' })).toBeTruthy();
    expect(api.calls(payEndpoint)).toHaveLength(0);
  });

  it('refuses add-ons without a PC', async () => {
    await openCheckout([MOUSE_LINE(), cartLine('pc-1', { stock: 'N', updatedPrice: 0 })]);
    fireEvent.click(choice(/^Home/));
    fireEvent.click(proceedButton());
    expect(screen.getByText(MESSAGES.cart.addOnsNeedPc)).toBeTruthy();
    await advanceClock(2_050);
    expect(screen.queryByText(MESSAGES.cart.addOnsNeedPc)).toBeNull();
  });

  it('pays in one call, and sends the buyer to the payment page', async () => {
    const cart = [cartLine('pc-1'), MOUSE_LINE()];
    const api = await openCheckout(cart);
    fireEvent.click(choice(/^Home/));
    fireEvent.click(choice(/₹1,000 off/));
    await waitFor(() => expect(figure('Grand Total')).toBe('₹93,158'));
    fireEvent.click(proceedButton());
    expect(proceedButton()).toHaveProperty('disabled', true);
    await waitFor(() => expect(leaveForPayment()).toHaveBeenCalledWith(PAY_URL));
    // Pay stores the lines it is for itself: no call per line before it.
    expect(api.calls(checkoutEndpoint)).toHaveLength(1);
    expect(api.calls(payEndpoint)).toEqual([
      {
        userId: 'user-1',
        amount: 93_158,
        deliveryAddress: '12 Anna Salai, Chennai, 600042',
        name: 'Asha Raman',
        number: '9876543210',
        addressid: 'a-1',
        couponid: 'c-1000',
      },
    ]);
    expect(leaveForPayment()).toHaveBeenCalledWith(PAY_URL);
    expect(proceedButton()).toHaveProperty('disabled', true);
  });

  it('opens Verify Phone Number when the server says the phone is not verified', async () => {
    await openCheckout([cartLine('pc-1')], checkoutDetails(), {
      pay: failWith(403, 'PHONE_UNVERIFIED', API_MESSAGES.phoneUnverified),
    });
    fireEvent.click(choice(/^Home/));
    fireEvent.click(proceedButton());
    expect(await screen.findByRole('dialog', { name: 'Verify Phone Number' })).toBeTruthy();
    expect(leaveForPayment()).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal for 2 s, then gives the button back', async () => {
    const held = API_MESSAGES.couponHeld;
    await openCheckout([cartLine('pc-1')], checkoutDetails(), {
      pay: failWith(409, 'COUPON_HELD', held),
    });
    fireEvent.click(choice(/^Home/));
    fireEvent.click(proceedButton());
    await screen.findByText(held);
    expect(proceedButton()).toHaveProperty('disabled', true);
    await advanceClock(2_050);
    expect(screen.queryByText(held)).toBeNull();
    expect(proceedButton()).toHaveProperty('disabled', false);
    expect(leaveForPayment()).not.toHaveBeenCalled();
  });
});
