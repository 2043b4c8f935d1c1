import { MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShopApp, type ShopTestApp } from '../checkout/support';
import { type StaffBrowser, staffBrowser } from './support';

// The test clock starts at 2025-06-01 12:00 in India (docs/api/staff-console.md#coupons).
const YESTERDAY = '2025-05-31T23:59:59+05:30';
const TODAY = '2025-06-01T23:59:59+05:30';

describe("a coupon offer's last day", () => {
  let testApp: ShopTestApp;
  let staff: StaffBrowser;

  beforeAll(async () => {
    testApp = await buildShopApp();
    staff = await staffBrowser(testApp, 'coupon-terms@rigforge.in');
  });
  afterAll(() => testApp.close());

  const offer = (code: string, validity: string | null) => ({
    code,
    description: 'Monsoon: ₹1,000 off',
    amountOff: 1000,
    minPurchaseValue: 0,
    validity,
    targetEmail: null,
  });

  it('refuses a new offer whose last day has passed, and issues nothing', async () => {
    const refused = await staff.browser.post('/api/admin/coupons', offer('MONSOON1', YESTERDAY));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'COUPON_LAST_DAY_PASSED',
      message: MESSAGES.staff.couponLastDayPassed,
    });
    const listed = (await staff.browser.get('/api/admin/coupons')).json().offers;
    expect(listed.map((listedOffer: { code: string }) => listedOffer.code)).not.toContain(
      'MONSOON1',
    );
  });

  it('takes today as the last day, and refuses an edit back to a day already past', async () => {
    const made = await staff.browser.post('/api/admin/coupons', offer('MONSOON2', TODAY));
    expect(made.statusCode).toBe(201);
    const { id, validity } = made.json().offer;
    expect(validity).toBe('2025-06-01T18:29:59.000Z');

    const { description, amountOff, minPurchaseValue } = offer('MONSOON2', null);
    const edit = (validityNow: string | null) =>
      staff.browser.post(`/api/admin/coupons/${id}/update`, {
        description,
        amountOff,
        minPurchaseValue,
        validity: validityNow,
      });
    const refused = await edit(YESTERDAY);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('COUPON_LAST_DAY_PASSED');
    expect((await edit(TODAY)).statusCode).toBe(200);

    // The audit log writes the end the same way before and after: an unchanged day reads unchanged.
    const [update] = await testApp.database.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'coupon.update')
      .where('subject', '=', 'coupon MONSOON2')
      .execute();
    expect(update?.before).toMatchObject({ validity: '2025-06-01T18:29:59.000Z' });
    expect(update?.after).toMatchObject({ validity: '2025-06-01T18:29:59.000Z' });
  });
});
