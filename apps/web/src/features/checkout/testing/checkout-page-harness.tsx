import { type CartItem, checkoutEndpoint, payEndpoint, type ResponseBody } from '@shop/domain';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';
import { advanceClock } from '../../../test/clock';
import { type FakeReply, fakeApi } from '../../../test/fake-api';
import { renderAccountScreen } from '../../../test/render-account-screen';
import { CheckoutPage } from '../checkout-page';
import { paymentPage } from '../leave-for-payment';
import { checkoutAnswerFor, checkoutDetails, type WELCOME_1000 } from './checkout-fixtures';

/** Stands in for the account's dialog, which app/routes composes in. */
function StubVerifyPhone({ show }: { show: boolean; onClose: () => void }) {
  return show ? <div role="dialog" aria-label="Verify Phone Number" /> : null;
}

/**
 * The page with a cart held in state, standing in for the cart's one cache, which app/routes
 * hands in (the navbar's count following it: app/routes/checkout-screen.test.tsx).
 */
export function CheckoutWithHeldCart() {
  const [lines, replace] = useState<CartItem[]>();
  return <CheckoutPage VerifyPhoneDialog={StubVerifyPhone} userCart={{ lines, replace }} />;
}

export const PAY_URL = '/payment/sandbox/RF123';
export const path = () => screen.getByTestId('current-path').textContent;
export const proceedButton = () => screen.getByRole('button', { name: 'Proceed to Payment' });
export const choice = (name: RegExp) => screen.getByRole('button', { name });
export const figure = (label: string) =>
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

export function checkoutServer(
  cart: CartItem[],
  { pay = PAID, usableCoupons = checkoutDetails().coupons }: ServerChoices = {},
) {
  return fakeApi()
    .on(checkoutEndpoint, checkoutAnswerFor(cart, usableCoupons))
    .on(payEndpoint, pay);
}

export async function openCheckout(
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

/**
 * For each test of the file: the page's timers on a fake clock, and leaving for the payment page
 * caught. Answers the current test's catch.
 */
export function fakeClockAndPaymentPageEachTest(): () => MockInstance<(url: string) => void> {
  let leaveForPayment: MockInstance<(url: string) => void>;
  beforeEach(() => {
    vi.useFakeTimers();
    leaveForPayment = vi.spyOn(paymentPage, 'open').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return () => leaveForPayment;
}
