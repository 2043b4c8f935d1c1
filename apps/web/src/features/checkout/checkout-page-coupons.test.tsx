import { API_MESSAGES, checkoutEndpoint } from '@shop/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../../test/clock';
import { failWith } from '../../test/fake-api';
import { cartLine, checkoutDetails, WELCOME_2500 } from './testing/checkout-fixtures';
import {
  choice,
  fakeClockAndPaymentPageEachTest,
  figure,
  openCheckout,
  proceedButton,
} from './testing/checkout-page-harness';

const leaveForPayment = fakeClockAndPaymentPageEachTest();

describe('checkout', () => {
  it('applies a coupon with the figures checkout opened with, and takes it off when it is chosen again', async () => {
    const api = await openCheckout([cartLine('pc-1')]);
    fireEvent.click(choice(/₹1,000 off/));
    expect(choice(/₹1,000 off/).getAttribute('aria-pressed')).toBe('true');
    expect(figure('Coupon')).toBe('−₹1,000');
    expect(figure('Total')).toBe('₹88,541');
    fireEvent.click(choice(/₹1,000 off/));
    expect(choice(/₹1,000 off/).getAttribute('aria-pressed')).toBe('false');
    expect(figure('Total')).toBe('₹89,541');
    // Choosing asks the shop nothing: the one call is the opening.
    await advanceClock(100);
    expect(api.calls(checkoutEndpoint)).toHaveLength(1);
  });

  it('refuses a coupon above the PC subtotal for 3 s, with the minimum in rupees', async () => {
    await openCheckout([cartLine('pc-1')]);
    fireEvent.click(choice(/₹2,500 off/));
    const text =
      'This coupon is valid only on PC(s) purchases of ₹1,20,000 or more. Increase your PC(s) value to apply the discount!';
    expect(screen.getByText(text)).toBeTruthy();
    expect(choice(/₹2,500 off/).getAttribute('aria-pressed')).toBe('false');
    await advanceClock(2_900);
    expect(screen.queryByText(text)).not.toBeNull();
    await advanceClock(150);
    expect(screen.queryByText(text)).toBeNull();
  });

  it('refuses a coupon checkout opened without (spent meanwhile), saying so for 3 s', async () => {
    // Spent in another tab: the session's record still lists it, the server no longer quotes it.
    await openCheckout([cartLine('pc-1')], checkoutDetails(), { usableCoupons: [WELCOME_2500] });
    fireEvent.click(choice(/₹1,000 off/));
    expect(screen.getByText(API_MESSAGES.couponNotFound)).toBeTruthy();
    expect(choice(/₹1,000 off/).getAttribute('aria-pressed')).toBe('false');
    await advanceClock(2_900);
    expect(screen.queryByText(API_MESSAGES.couponNotFound)).not.toBeNull();
    await advanceClock(150);
    expect(screen.queryByText(API_MESSAGES.couponNotFound)).toBeNull();
  });

  it('lets go of a coupon pay no longer takes, so the next try goes without it', async () => {
    await openCheckout([cartLine('pc-1')], checkoutDetails(), {
      pay: failWith(404, 'COUPON_NOT_FOUND', API_MESSAGES.couponNotFound),
    });
    fireEvent.click(choice(/^Home/));
    fireEvent.click(choice(/₹1,000 off/));
    fireEvent.click(proceedButton());
    await screen.findByText(API_MESSAGES.couponNotFound);
    expect(choice(/₹1,000 off/).getAttribute('aria-pressed')).toBe('false');
    expect(figure('Coupon')).toBe('₹0');
    expect(leaveForPayment()).not.toHaveBeenCalled();
  });

  it("shows the server's coupon refusal for 3 s, knowing it by its code", async () => {
    const refusal = 'This coupon is valid only on PC(s) purchases of ₹50,000 or more.';
    await openCheckout([cartLine('pc-1')], checkoutDetails(), {
      pay: failWith(400, 'COUPON_BELOW_MINIMUM', refusal),
    });
    fireEvent.click(choice(/^Home/));
    fireEvent.click(proceedButton());
    await screen.findByText(refusal);
    await advanceClock(2_900);
    expect(screen.queryByText(refusal)).not.toBeNull();
    expect(proceedButton()).toHaveProperty('disabled', true);
    await advanceClock(150);
    expect(screen.queryByText(refusal)).toBeNull();
    expect(proceedButton()).toHaveProperty('disabled', false);
  });
});
