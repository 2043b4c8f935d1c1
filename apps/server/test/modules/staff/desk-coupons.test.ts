import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopTestApp } from '../checkout/support';
import { auditOf, type DeskCustomer, openDesk } from './desk-support';
import type { StaffBrowser } from './support';

describe('the console desk: coupon offers', () => {
  let testApp: ShopTestApp;
  let staff: StaffBrowser;
  let bought: DeskCustomer;

  beforeAll(async () => {
    ({ testApp, staff, bought } = await openDesk());
  });
  afterAll(() => testApp.close());

  const audit = (subject: string) => auditOf(testApp, subject);

  it('makes a coupon for one customer, who sees it; edits and expires it, counting the used', async () => {
    const made = await staff.browser.post('/api/admin/coupons', {
      code: 'DIWALI2000',
      description: 'Diwali: ₹2,000 off',
      amountOff: 2000,
      minPurchaseValue: 50000,
      validity: null,
      targetEmail: 'desk-customer@example.in',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().offer).toMatchObject({
      issued: 1,
      used: 0,
      target: 'desk-customer@example.in',
    });
    const coupons = (await bought.customer.browser.post('/api/fetchAllUserDetails', {})).json()
      .coupons;
    expect(coupons).toContainEqual(
      expect.objectContaining({ value: -2000, description: 'Diwali: ₹2,000 off' }),
    );

    const taken = await staff.browser.post('/api/admin/coupons', {
      code: 'DIWALI2000',
      description: 'again',
      amountOff: 1,
      minPurchaseValue: 0,
      validity: null,
      targetEmail: null,
    });
    expect(taken.json().code).toBe('COUPON_CODE_TAKEN');

    const id = made.json().offer.id;
    const edited = await staff.browser.post(`/api/admin/coupons/${id}/update`, {
      description: 'Diwali: ₹2,500 off',
      amountOff: 2500,
      minPurchaseValue: 50000,
      validity: null,
    });
    expect(edited.json().offer.amountOff).toBe(2500);
    const expired = await staff.browser.post(`/api/admin/coupons/${id}/expire`, {});
    expect(expired.json().offer.expiredAt).not.toBeNull();
    expect((await audit('coupon DIWALI2000')).map((entry) => entry.action)).toEqual([
      'coupon.create',
      'coupon.update',
      'coupon.expire',
    ]);
  });
});
