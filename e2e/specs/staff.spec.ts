import { describe, it } from 'vitest';
import { signUpAndVerify, uniqueVisitor } from '../support/accounts';
import { orderNumberOf, seedPaidOrder, verifyPhone } from '../support/checkout';
import { expectConsoleFitsAPhone } from '../support/console-on-a-phone';
import { useShop } from '../support/fixtures';
import { SHOTS_DIR, type StaffStory, shoot, staffSignIn, WIDE } from '../support/staff-console';
import {
  adminManagesAColleague,
  adminsSeeADataDownload,
  staffAnswerATicket,
  staffFollowUpALead,
  staffGiveACoupon,
  staffRepriceAnAddOn,
} from '../support/staff-story-desk';
import {
  customerCancelsWithinADay,
  customerFollowsTheOrder,
  moveAnOrderToDelivered,
  staffCancelAPaymentOfTwoOrders,
} from '../support/staff-story-orders';

const shop = useShop();

describe('the workshop runs the shop from the staff console', () => {
  it('builds, ships and delivers an order, refunds a cancelled one, reprices a part, answers a ticket, gives a coupon, follows up a lead and sees a download of data', async () => {
    // A customer with a long name and a longer email buys a PC.
    const named = uniqueVisitor('Meera', 'Venkataraghavan');
    const visitor = {
      ...named,
      email: named.email.replace('meera.', 'meera.venkataraghavan.subramaniam.'),
    };
    const customer = await shop.visit('/', WIDE);
    await signUpAndVerify(customer, shop.baseURL, visitor);
    await verifyPhone(customer, shop.baseURL, visitor.phone);
    const orderId = await seedPaidOrder(customer, shop.baseURL);
    const number = await orderNumberOf(customer, shop.baseURL, orderId);

    const staff = await staffSignIn(shop);
    await shoot(staff, 'dashboard-1366');
    const story: StaffStory = { shop, customer, staff, visitor };
    const order = { id: orderId, number };

    await moveAnOrderToDelivered(story, order);
    await customerFollowsTheOrder(story, order);
    await customerCancelsWithinADay(story);
    const mouse = await staffCancelAPaymentOfTwoOrders(story);
    await staffRepriceAnAddOn(story, mouse);
    await staffAnswerATicket(story, order);
    await staffGiveACoupon(story);
    await staffFollowUpALead(story);
    await adminsSeeADataDownload(story);
    await adminManagesAColleague(story);

    // What the rest of the console looks like, for the person reviewing it.
    if (SHOTS_DIR) {
      for (const [path, name] of [
        ['/admin/audit', 'audit-1366'],
        ['/admin/staff', 'staff-1366'],
      ] as const) {
        await staff.goto(path);
        await staff.getByRole('heading', { level: 1 }).waitFor();
        await staff.waitForLoadState('networkidle');
        await shoot(staff, name);
      }
    }
    // Last, every page of the console on a phone, its tables filled by the story.
    await expectConsoleFitsAPhone(staff, orderId);
  }, 240_000);
});
