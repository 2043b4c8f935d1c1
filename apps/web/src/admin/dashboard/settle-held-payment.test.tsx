import { staffDashboardEndpoint, staffSettlePaymentEndpoint } from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { EMPTY_DASHBOARD, LAZY_WAIT, signedInStaff } from '../../test/fake-staff';
import { renderApp } from '../../test/render-app';

const HELD = {
  merchantTransactionId: 'MT7F3K9Q2XW8P1L4N6R0',
  customerEmail: 'held@example.in',
  amount: 1_24_999,
  reason: 'Still pending at the sandbox after 20 minutes',
  created: '2026-11-22T06:30:00.000Z',
};

describe('settling a held payment from the dashboard', { timeout: 20_000 }, () => {
  for (const [button, way, message] of [
    ['Make order', 'order', 'The sandbox confirmed the payment: the order is made.'],
    [
      'Mark failed',
      'failed',
      'Marked failed: the sandbox took no money, so there is nothing to refund.',
    ],
    ['Refund', 'refund', '₹1,24,999 refunded at the sandbox; no order is made.'],
  ] as const) {
    it(`${button}: asks the server that way and keeps its answer once the payment leaves`, async () => {
      let held = [HELD];
      const api = signedInStaff(fakeApi())
        .on(staffDashboardEndpoint, () => ({ ...EMPTY_DASHBOARD, heldPayments: held }))
        .on(staffSettlePaymentEndpoint, () => {
          held = [];
          return { settled: true, message, status: 'FAILED' as const, code: 'PAYMENT_ERROR' };
        });
      renderApp('/admin');
      const row = await screen.findByRole('row', { name: /MT7F3K9Q2XW8P1L4N6R0/ }, LAZY_WAIT);
      fireEvent.click(within(row).getByRole('button', { name: button }));
      expect(await screen.findByText('None: every payment is settled.')).toBeTruthy();
      expect(screen.getByRole('list', { name: 'Re-checked' }).textContent).toBe(
        `MT7F3K9Q2XW8P1L4N6R0: ${message}`,
      );
      expect(api.calls(staffSettlePaymentEndpoint)).toEqual([{ way }]);
    });
  }
});
