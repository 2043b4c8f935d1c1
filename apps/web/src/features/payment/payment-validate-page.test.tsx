import { validatePaymentEndpoint } from '@shop/domain';
import { defaultScheduler, notifyManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock } from '../../test/clock';
import { fakeApi, replyWith } from '../../test/fake-api';
import { renderAccountScreen } from '../../test/render-account-screen';
import { PaymentValidatePage } from './payment-validate-page';

const VALIDATE = '/api/payment/validate/RF123';
const path = () => screen.getByTestId('current-path').textContent;

/** The server answers these codes in turn, the last one for ever after. */
function validationServer(...codes: string[]) {
  let asked = 0;
  return fakeApi().on(validatePaymentEndpoint, () => ({
    code: codes[Math.min(asked++, codes.length - 1)] ?? '',
  }));
}

function openValidation() {
  renderAccountScreen(<PaymentValidatePage />, {
    path: '/payment/validate/RF123',
    route: '/payment/validate/:merchantTransactionId',
  });
}

beforeEach(() => {
  // The query tells the screen in a microtask, not a timer of its own: the test's clock alone
  // decides when each ask happens.
  notifyManager.setScheduler(queueMicrotask);
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  notifyManager.setScheduler(defaultScheduler);
  vi.useRealTimers();
});

describe('verifying a payment', () => {
  it('says "Verifying Payment..." and goes to the success screen on PAYMENT_SUCCESS', async () => {
    const api = validationServer('PAYMENT_SUCCESS');
    openValidation();
    expect(screen.getByRole('heading', { name: 'Verifying Payment...' })).toBeTruthy();
    await advanceClock(0);
    expect(api.calls(VALIDATE)).toHaveLength(1);
    expect(path()).toBe('/payment/success/RF123');
  });

  it('says at once when the provider answers pending, and counts the checks while it waits', async () => {
    validationServer('PAYMENT_PENDING');
    openValidation();
    await advanceClock(0);
    expect(
      screen.getByText(
        'Your payment is pending: the payment provider has not confirmed it yet. We ask again every 5 seconds.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Checked 1 time in 0 s; we keep asking for up to 100 s.')).toBeTruthy();
    await advanceClock(5_000);
    expect(
      screen.getByText('Checked 2 times in 5 s; we keep asking for up to 100 s.'),
    ).toBeTruthy();
    const progress = screen.getByRole('progressbar', { name: 'Checks of your payment' });
    expect(progress.getAttribute('value')).toBe('2');
    expect(progress.getAttribute('max')).toBe('21');
  });

  it('asks again every 5 s while the payment is pending, then succeeds', async () => {
    const api = validationServer(
      'PAYMENT_PENDING',
      'INTERNAL_SERVER_ERROR',
      'PAYMENT_PENDING',
      'PAYMENT_SUCCESS',
    );
    openValidation();
    await advanceClock(0);
    expect(api.calls(VALIDATE)).toHaveLength(1);
    await advanceClock(4_999);
    expect(api.calls(VALIDATE)).toHaveLength(1);
    await advanceClock(1);
    expect(api.calls(VALIDATE)).toHaveLength(2);
    await advanceClock(10_000);
    expect(api.calls(VALIDATE)).toHaveLength(4);
    expect(path()).toBe('/payment/success/RF123');
  });

  it('tells a payment still pending after 20 retries as pending, never as failed', async () => {
    const api = validationServer('PAYMENT_PENDING');
    openValidation();
    await advanceClock(0);
    await advanceClock(19 * 5_000);
    expect(api.calls(VALIDATE)).toHaveLength(20);
    expect(path()).toBe('/payment/validate/RF123');
    await advanceClock(5_000);
    // The first ask and 20 retries.
    expect(api.calls(VALIDATE)).toHaveLength(21);
    expect(path()).toBe('/payment/pending/RF123');
    await advanceClock(30_000);
    expect(api.calls(VALIDATE)).toHaveLength(21);
  });

  it.each(['PAYMENT_ERROR', 'PAYMENT_DECLINED', 'TIMED_OUT', 'TRANSACTION_NOT_FOUND'])(
    'goes to the failure screen at once on %s',
    async (code) => {
      const api = validationServer('PAYMENT_PENDING', code);
      openValidation();
      await advanceClock(5_000);
      expect(api.calls(VALIDATE)).toHaveLength(2);
      expect(path()).toBe('/payment/fail/RF123');
    },
  );

  it('asks again when the server fails, and fails when it refuses', async () => {
    let asked = 0;
    fakeApi().on(validatePaymentEndpoint, () =>
      asked++ === 0 ? replyWith(503, {}) : replyWith(404, {}),
    );
    openValidation();
    await advanceClock(0);
    expect(path()).toBe('/payment/validate/RF123');
    await advanceClock(5_000);
    expect(path()).toBe('/payment/fail/RF123');
  });
});
