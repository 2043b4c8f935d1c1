import { describe, expect, it } from 'vitest';
import { signUpAndVerify, uniqueVisitor } from '../support/accounts';
import { PHONE } from '../support/browser';
import { chooseInSandbox, seedPayment, verifyPhone } from '../support/checkout';
import { useShop } from '../support/fixtures';
import { advanceShopClock } from '../support/shop-api';
import { shoot, staffSignIn, WIDE } from '../support/staff-console';

// A shop of the file's own: its clock moves 21 minutes on, which would upset other stories' payments.
const shop = useShop({ clockStart: new Date().toISOString(), staffAdmin: true });

describe('payments needing a person', () => {
  it('staff settle payments still unanswered past the timeout from the dashboard: make the order once the provider confirms, mark one failed, refund one paid short', async () => {
    const visitor = uniqueVisitor('Rohan', 'Das');
    const customer = await shop.visit('/');
    await signUpAndVerify(customer, shop.baseURL, visitor);
    await verifyPhone(customer, shop.baseURL, visitor.phone);
    const confirmedLate = await seedPayment(customer, shop.baseURL, 'PENDING');
    const neverPaid = await seedPayment(customer, shop.baseURL, 'PENDING', { cartHasIt: true });
    // Paid ₹1 short: the shop holds it for review as soon as it asks.
    const paidShort = await seedPayment(customer, shop.baseURL, 'PENDING', { cartHasIt: true });
    await chooseInSandbox(customer, shop.baseURL, paidShort, 'SHORT');
    await advanceShopClock(shop.baseURL, 21 * 60_000);

    const staff = await staffSignIn(shop);
    // The reconciler asks again on its next pass and lists both for a person.
    await expect
      .poll(
        async () => {
          const dashboard = await staff.request.get(`${shop.baseURL}/api/admin/dashboard`);
          const { paymentsToReview, heldPayments } = (await dashboard.json()) as Record<
            'paymentsToReview' | 'heldPayments',
            { merchantTransactionId: string }[]
          >;
          const ids = (payments: { merchantTransactionId: string }[]) =>
            payments.map((payment) => payment.merchantTransactionId).sort();
          return [ids(paymentsToReview), ids(heldPayments)];
        },
        { timeout: 20_000, interval: 250 },
      )
      .toEqual([[confirmedLate, neverPaid].sort(), [paidShort]]);
    await staff.reload();
    const toReview = staff.getByRole('region', { name: 'Other payments to look at' });
    const row = (id: string) => toReview.getByRole('row').filter({ hasText: id });
    await row(neverPaid).getByRole('button', { name: 'Mark failed' }).waitFor();
    await shoot(staff, 'payments-to-review-1366');
    await staff.setViewportSize(PHONE);
    await shoot(staff, 'payments-to-review-375');
    await staff.setViewportSize(WIDE);

    // Not confirmed yet: no order, and it stays asked.
    await row(confirmedLate).getByRole('button', { name: 'Make order' }).click();
    await row(confirmedLate)
      .getByText(
        'The sandbox has not confirmed this payment: no order is made. It is still being asked.',
      )
      .waitFor();
    // The money arrives late: Make order now makes the order, and the row leaves the list.
    await chooseInSandbox(customer, shop.baseURL, confirmedLate, 'SUCCESS');
    await row(confirmedLate).getByRole('button', { name: 'Make order' }).click();
    const settled = toReview.getByRole('list', { name: 'Settled' });
    await settled
      .getByText(`${confirmedLate}: The sandbox confirmed the payment: the order is made.`)
      .waitFor();

    await row(neverPaid).getByRole('button', { name: 'Mark failed' }).click();
    await settled
      .getByText(
        `${neverPaid}: Marked failed: the sandbox took no money, so there is nothing to refund.`,
      )
      .waitFor();
    await toReview.getByText('None.').waitFor();

    // The held one the provider took ₹1 short of: refunded whole, no order.
    const held = staff.getByRole('region', { name: 'Payments held for review' });
    await held
      .getByRole('row')
      .filter({ hasText: paidShort })
      .getByRole('button', { name: 'Refund' })
      .click();
    await held
      .getByRole('list', { name: 'Re-checked' })
      .getByText(
        new RegExp(`^${paidShort}: ₹[\\d,]+ refunded at the sandbox; no order is made\\.$`),
      )
      .waitFor();
    await held.getByText('None: every payment is settled.').waitFor();
    await shoot(staff, 'payments-settled-1366');
    await staff.setViewportSize(PHONE);
    await shoot(staff, 'payments-settled-375');

    // The customer sees the one order the late money made.
    await customer.goto('/orders');
    await expect.poll(() => customer.getByRole('article', { name: /^Order OD-/ }).count()).toBe(1);
  }, 90_000);
});
