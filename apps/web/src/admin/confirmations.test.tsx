import {
  type StaffOrder,
  type StaffOrderAnswer,
  staffCancelOrderEndpoint,
  staffCouponsEndpoint,
  staffExpireCouponEndpoint,
  staffListEndpoint,
  staffOrderEndpoint,
  staffResetSecondFactorEndpoint,
  staffRoleEndpoint,
} from '@shop/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { couponOffer, LAZY_WAIT, signedInStaff, TEST_ADMIN } from '../test/fake-staff';
import { renderApp } from '../test/render-app';

const MONITOR_ID = '3f2c9a10-0000-4000-8000-000000000002';
const PREBUILT_ID = '3f2c9a10-0000-4000-8000-000000000001';

const MONITOR: StaffOrder = {
  orderid: MONITOR_ID,
  orderNumber: 'OD-MN1T-0R27',
  created: '2026-11-20T10:00:00.000Z',
  updated: null,
  status: 'Confirmed',
  itemType: 'monitor',
  title: 'LG UltraGear 27GR75Q',
  productShort: '27-inch 165 Hz',
  qty: 1,
  value: 22_998,
  address: '12 MG Road, Bengaluru, Karnataka, 560001',
  customerName: 'Priya Shah',
  customerEmail: 'priya@example.in',
  customerPhone: '9876543210',
  merchantTransactionId: 'T1',
  nextStages: ['Parts Reserved', 'Cancelled'],
};

/** The monitor's page: it was paid for together with a pre-built, and the fee makes the refund. */
function monitorAnswer(status: string): StaffOrderAnswer {
  const cancelled = status !== 'Confirmed';
  return {
    order: { ...MONITOR, status, nextStages: cancelled ? [] : MONITOR.nextStages },
    events: [],
    paymentOrders: [
      {
        orderid: PREBUILT_ID,
        orderNumber: 'OD-PR3B-V1LT',
        title: 'Pre-built: Vortex RTX',
        status,
        value: 1_05_291,
      },
      {
        orderid: MONITOR_ID,
        orderNumber: 'OD-MN1T-0R27',
        title: MONITOR.title,
        status,
        value: 22_998,
      },
    ],
    paymentRefund: 1_29_684,
  };
}

const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('the console asks before what cannot be undone', { timeout: 20_000 }, () => {
  it('names every order of the payment and the whole refund before cancelling', async () => {
    let answer = monitorAnswer('Confirmed');
    const api = signedInStaff(fakeApi())
      .on(staffOrderEndpoint, () => answer)
      .on(staffCancelOrderEndpoint, () => {
        answer = monitorAnswer('Cancelled');
        return answer;
      });
    renderApp(`/admin/orders/${MONITOR_ID}`);
    const cancel = await screen.findByRole('button', { name: 'Cancel and refund' }, LAZY_WAIT);

    // Without a reason nothing is asked, and nothing sent.
    fireEvent.click(cancel);
    expect((await screen.findByRole('alert')).textContent).toBe('Please give the reason.');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Customer called' } });
    fireEvent.click(cancel);
    const asked = await screen.findByRole('dialog', { name: 'Cancel 2 orders and refund?' });
    const orders = within(asked).getAllByRole('listitem');
    expect(orders.map((order) => order.textContent)).toEqual([
      'OD-PR3B-V1LTPre-built: Vortex RTX · Confirmed · ₹1,05,291',
      'OD-MN1T-0R27 (this order)LG UltraGear 27GR75Q · Confirmed · ₹22,998',
    ]);
    expect(asked.textContent).toContain('Refund: ₹1,29,684');

    fireEvent.click(within(asked).getByRole('button', { name: 'Keep the orders' }));
    await dialogGone();
    expect(api.calls(staffCancelOrderEndpoint)).toEqual([]);

    fireEvent.click(cancel);
    const again = await screen.findByRole('dialog', { name: 'Cancel 2 orders and refund?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel and refund' }));
    await dialogGone();
    expect(await screen.findByRole('heading', { level: 1, name: /Cancelled/ })).toBeTruthy();
    expect(api.calls(staffCancelOrderEndpoint)).toEqual([
      { from: 'Confirmed', note: 'Customer called' },
    ]);
  });

  it('expires a coupon offer only once its expiry is confirmed', async () => {
    let offer = couponOffer();
    const api = signedInStaff(fakeApi())
      .on(staffCouponsEndpoint, () => ({ offers: [offer] }))
      .on(staffExpireCouponEndpoint, () => {
        offer = { ...offer, expiredAt: '2026-11-22T00:00:00.000Z' };
        return { offer };
      });
    renderApp('/admin/coupons');
    const expire = await screen.findByRole('button', { name: 'Expire WELCOME500' }, LAZY_WAIT);

    fireEvent.click(expire);
    const asked = await screen.findByRole('dialog', { name: 'Expire WELCOME500?' });
    expect(asked.textContent).toContain(
      'WELCOME500 ends now: no customer can use it from this moment, and its 33 unused coupons stop working.',
    );
    fireEvent.click(within(asked).getByRole('button', { name: 'Keep it' }));
    await dialogGone();
    expect(api.calls(staffExpireCouponEndpoint)).toEqual([]);

    fireEvent.click(expire);
    const again = await screen.findByRole('dialog', { name: 'Expire WELCOME500?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Expire the offer' }));
    expect(await screen.findByText('Expired')).toBeTruthy();
    expect(api.calls(staffExpireCouponEndpoint)).toHaveLength(1);
  });

  it("changes a member's role, resets their second factor or removes them only when confirmed", async () => {
    const sam = {
      id: '66666666-6666-4666-8666-666666666666',
      email: 'sam@rigforge.in',
      name: 'Sam Fixer',
      role: 'staff' as const,
      secondFactor: true,
    };
    const api = signedInStaff(fakeApi())
      .on(staffListEndpoint, { staff: [{ ...TEST_ADMIN, secondFactor: true }, sam] })
      .on(staffRoleEndpoint, { ok: true })
      .on(staffResetSecondFactorEndpoint, { ok: true });
    renderApp('/admin/staff');
    const role = (await screen.findByLabelText(
      'Role of sam@rigforge.in',
      undefined,
      LAZY_WAIT,
    )) as HTMLSelectElement;

    fireEvent.change(role, { target: { value: 'admin' } });
    let asked = await screen.findByRole('dialog', { name: 'Make sam@rigforge.in Admin?' });
    expect(asked.textContent).toContain('sam@rigforge.in goes from Staff to Admin');
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await dialogGone();
    expect(role.value).toBe('staff');

    fireEvent.click(screen.getByRole('button', { name: 'Reset second factor' }));
    asked = await screen.findByRole('dialog', {
      name: 'Reset the second factor of sam@rigforge.in?',
    });
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await dialogGone();

    fireEvent.click(screen.getByRole('button', { name: 'Remove from staff' }));
    asked = await screen.findByRole('dialog', { name: 'Remove sam@rigforge.in from staff?' });
    expect(asked.textContent).toContain('sam@rigforge.in can no longer use the console');
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await dialogGone();
    expect(api.calls(staffRoleEndpoint)).toEqual([]);
    expect(api.calls(staffResetSecondFactorEndpoint)).toEqual([]);

    fireEvent.change(role, { target: { value: 'admin' } });
    asked = await screen.findByRole('dialog', { name: 'Make sam@rigforge.in Admin?' });
    fireEvent.click(within(asked).getByRole('button', { name: 'Make Admin' }));
    await dialogGone();
    fireEvent.click(screen.getByRole('button', { name: 'Reset second factor' }));
    asked = await screen.findByRole('dialog', {
      name: 'Reset the second factor of sam@rigforge.in?',
    });
    fireEvent.click(within(asked).getByRole('button', { name: 'Reset second factor' }));
    await dialogGone();
    fireEvent.click(screen.getByRole('button', { name: 'Remove from staff' }));
    asked = await screen.findByRole('dialog', { name: 'Remove sam@rigforge.in from staff?' });
    fireEvent.click(within(asked).getByRole('button', { name: 'Remove from staff' }));
    await dialogGone();
    expect(api.calls(staffRoleEndpoint)).toEqual([
      { userId: sam.id, role: 'admin' },
      { userId: sam.id, role: null },
    ]);
    expect(api.calls(staffResetSecondFactorEndpoint)).toEqual([{ userId: sam.id }]);
  });
});
