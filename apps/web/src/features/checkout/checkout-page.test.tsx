import {
  API_MESSAGES,
  type CartItem,
  CHECKOUT_SESSION_MS,
  checkoutEndpoint,
  emiTable,
  formatInr,
  formatInrWhole,
  lowestEmi,
  MESSAGES,
  payEndpoint,
  type ResponseBody,
} from '@shop/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { advanceClock } from '../../test/clock';
import { type FakeReply, failWith, fakeApi, TEST_EMI_PLANS } from '../../test/fake-api';
import { renderAccountScreen } from '../../test/render-account-screen';
import { CheckoutPage } from './checkout-page';
import { paymentPage } from './leave-for-payment';
import {
  cartLine,
  checkoutAnswerFor,
  checkoutDetails,
  MONITOR_OUT_OF_STOCK,
  MOUSE_LINE,
  type WELCOME_1000,
  WELCOME_2500,
} from './testing/checkout-fixtures';

/** Stands in for the account's dialog, which app/routes composes in. */
function StubVerifyPhone({ show }: { show: boolean; onClose: () => void }) {
  return show ? <div role="dialog" aria-label="Verify Phone Number" /> : null;
}

/**
 * The page with a cart held in state, standing in for the cart's one cache, which app/routes
 * hands in (the navbar's count following it: app/routes/checkout-screen.test.tsx).
 */
function CheckoutWithHeldCart() {
  const [lines, replace] = useState<CartItem[]>();
  return <CheckoutPage VerifyPhoneDialog={StubVerifyPhone} userCart={{ lines, replace }} />;
}

const PAY_URL = '/payment/sandbox/RF123';
const path = () => screen.getByTestId('current-path').textContent;
const proceedButton = () => screen.getByRole('button', { name: 'Proceed to Payment' });
const choice = (name: RegExp) => screen.getByRole('button', { name });
const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Price Details' })).getByText(label).nextElementSibling
    ?.textContent;

const PAID: ResponseBody<typeof payEndpoint> = {
  success: true,
  data: {
    merchantTransactionId: 'RF123',
    amount: 93_158,
    amountPaise: 9_315_800,
    instrumentResponse: { redirectInfo: { url: PAY_URL } },
  },
};

type PayAnswer = ResponseBody<typeof payEndpoint> | FakeReply;

type ServerChoices = { pay?: PayAnswer; usableCoupons?: (typeof WELCOME_1000)[] };

function checkoutServer(
  cart: CartItem[],
  { pay = PAID, usableCoupons = checkoutDetails().coupons }: ServerChoices = {},
) {
  return fakeApi()
    .on(checkoutEndpoint, checkoutAnswerFor(cart, usableCoupons))
    .on(payEndpoint, pay);
}

async function openCheckout(
  cart: CartItem[],
  details = checkoutDetails(),
  options: ServerChoices = {},
) {
  const api = checkoutServer(cart, options);
  renderAccountScreen(<CheckoutWithHeldCart />, { path: '/checkout', details });
  await screen.findByRole('region', { name: 'Price Details' });
  await advanceClock(10);
  return api;
}

let leaveForPayment: MockInstance<(url: string) => void>;

beforeEach(() => {
  vi.useFakeTimers();
  leaveForPayment = vi.spyOn(paymentPage, 'open').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

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
    await waitFor(() => expect(leaveForPayment).toHaveBeenCalledWith(PAY_URL));
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
    expect(leaveForPayment).toHaveBeenCalledWith(PAY_URL);
    expect(proceedButton()).toHaveProperty('disabled', true);
  });

  it('opens Verify Phone Number when the server says the phone is not verified', async () => {
    await openCheckout([cartLine('pc-1')], checkoutDetails(), {
      pay: failWith(403, 'PHONE_UNVERIFIED', API_MESSAGES.phoneUnverified),
    });
    fireEvent.click(choice(/^Home/));
    fireEvent.click(proceedButton());
    expect(await screen.findByRole('dialog', { name: 'Verify Phone Number' })).toBeTruthy();
    expect(leaveForPayment).not.toHaveBeenCalled();
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
    expect(leaveForPayment).not.toHaveBeenCalled();
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
    expect(leaveForPayment).not.toHaveBeenCalled();
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
