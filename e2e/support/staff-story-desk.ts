// The staff story's work beyond orders (specs/staff.spec.ts): a part repriced, a ticket answered,
// a coupon given, a lead followed up, a customer's data download seen, and a colleague managed.
import { type AccessoryOffer, formatInr } from '@shop/domain';
import { expect } from 'vitest';
import { addAddOnToCart } from './add-ons';
import { PHONE, sidewaysOverflow } from './browser';
import { sessionUserId } from './checkout';
import {
  openConsolePage,
  type StaffStory,
  type StoryOrder,
  shoot,
  spillsSideways,
  WIDE,
} from './staff-console';

const LEAD_NAME = 'Devika Ramanathan';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Staff change an add-on's price: the customer's cart shows it at once. */
export async function staffRepriceAnAddOn({ customer, staff }: StaffStory, mouse: AccessoryOffer) {
  await customer.goto('/accessories');
  await addAddOnToCart(customer, mouse);
  const newPrice = mouse.price + 250;
  await openConsolePage(staff, 'Catalogue');
  await staff.getByLabel('Kind').selectOption('accessory');
  await staff.getByPlaceholder('Search by name').fill(mouse.itemShort);
  const price = staff.getByLabel(`Price of ${mouse.itemShort} in rupees`, { exact: true });
  await price.fill(String(newPrice));
  await shoot(staff, 'catalogue-1366');
  await staff.getByRole('button', { name: 'Save' }).click();
  await staff.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
  await customer.goto('/cart');
  await customer
    .getByRole('listitem', { name: mouse.itemShort })
    .getByText(`${formatInr(newPrice * 100)} each`)
    .waitFor();
}

/** The customer raises a ticket; staff answer it; the customer reads the answer. */
export async function staffAnswerATicket(
  { shop, customer, staff }: StaffStory,
  { id: orderId, number }: StoryOrder,
) {
  const userId = await sessionUserId(customer, shop.baseURL);
  const raised = await customer.request.post(`${shop.baseURL}/api/support`, {
    headers: { origin: shop.baseURL },
    data: { uid: userId, orderId, issue: 'Please share the stress test report for my PC.' },
  });
  expect(raised.status()).toBe(201);
  await openConsolePage(staff, 'Tickets');
  const ticket = staff.getByRole('article', { name: `Ticket on ${number}` });
  await ticket
    .getByRole('textbox', { name: 'Reply' })
    .fill('Time Spy scored 13250; CPU 78 °C, GPU 71 °C.');
  await ticket.getByRole('button', { name: 'Send reply' }).click();
  await ticket.getByRole('status').waitFor();
  await customer.goto('/tickets');
  await customer
    .getByRole('list', { name: 'Conversation' })
    .getByText('Time Spy scored 13250; CPU 78 °C, GPU 71 °C.')
    .waitFor();
}

/** Staff make a coupon for this customer, who finds it in My Coupons. */
export async function staffGiveACoupon({ customer, staff, visitor }: StaffStory) {
  await openConsolePage(staff, 'Coupons');
  const newCoupon = staff.getByRole('form', { name: 'New coupon' });
  const couponCode = `THANKS${Date.now() % 100_000}`;
  await newCoupon.getByLabel('Code').fill(couponCode);
  await newCoupon.getByLabel('For the customer (email)').fill(visitor.email);
  await newCoupon.getByLabel('Description').fill('Thank you for building with us');
  await newCoupon.getByLabel('Rupees off').fill('500');
  await newCoupon.getByRole('button', { name: 'Create coupon' }).click();
  await newCoupon.getByRole('status').waitFor();
  await staff.getByRole('cell', { name: visitor.email }).waitFor();
  await shoot(staff, 'coupons-1366');
  // A customer's long email wraps in its column; Edit and Expire stay in sight beside it.
  expect(await spillsSideways(staff.getByRole('region', { name: 'Offers table' }))).toBe(0);
  await customer.goto('/coupons');
  await customer.getByText('Thank you for building with us').waitFor();
  // The offer is ended early: the console asks first, naming it.
  await staff.getByRole('button', { name: `Expire ${couponCode}` }).click();
  const expiring = staff.getByRole('dialog', { name: `Expire ${couponCode}?` });
  await expiring.getByRole('button', { name: 'Expire the offer' }).click();
  await staff.getByRole('button', { name: `Expire ${couponCode}` }).waitFor({ state: 'detached' });
}

/** A consultation request is followed up: contacted, with a note. */
export async function staffFollowUpALead({ shop, staff, visitor }: StaffStory) {
  const booked = await fetch(`${shop.baseURL}/api/consultation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.baseURL },
    body: JSON.stringify({
      data: {
        name: LEAD_NAME,
        phone: visitor.phone,
        email: visitor.email,
        date: new Date(Date.now() + 60 * DAY_MS).toISOString().slice(0, 10),
        message: 'A quiet workstation for 3D rendering, around 2 lakh.',
      },
    }),
  });
  expect(booked.status).toBe(201);
  await openConsolePage(staff, 'Leads and events');
  const lead = staff.getByRole('row').filter({ hasText: LEAD_NAME });
  await lead.waitFor();
  await shoot(staff, 'leads-1366');
  await lead.getByLabel(`Status of ${LEAD_NAME}`).selectOption('contacted');
  await lead
    .getByLabel(`Note on ${LEAD_NAME}`)
    .fill('Called; visiting the Velachery outlet on Saturday.');
  await lead.getByRole('button', { name: 'Save' }).click();
  await lead.waitFor({ state: 'detached' });
  await staff.getByLabel('Status', { exact: true }).selectOption('contacted');
  expect(await lead.getByLabel(`Note on ${LEAD_NAME}`).inputValue()).toBe(
    'Called; visiting the Velachery outlet on Saturday.',
  );
}

/** The customer downloads her data, and the admins see the request. */
export async function adminsSeeADataDownload({ customer, staff, visitor }: StaffStory) {
  await customer.goto('/profile');
  const yourData = customer.getByRole('article', { name: 'Your data' });
  await Promise.all([
    customer.waitForEvent('download'),
    yourData.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  await yourData.getByText('Your data has been downloaded.').waitFor();
  await openConsolePage(staff, 'Data rights');
  const request = staff.getByRole('row').filter({ hasText: visitor.email });
  await request.getByRole('cell', { name: 'Download', exact: true }).waitFor();
  await shoot(staff, 'data-rights-1366');
}

/** An admin adds a colleague, then changes their role and removes them, each asked first. */
export async function adminManagesAColleague({ staff }: StaffStory) {
  await openConsolePage(staff, 'Staff');
  const colleague = `sam.venkataraghavan.subramaniam.${Date.now()}@rigforge.in`;
  const addStaff = staff.getByRole('form', { name: 'Add staff' });
  await addStaff.getByLabel('First name').fill('Sam');
  await addStaff.getByLabel('Last name').fill('Fixer');
  await addStaff.getByLabel('Email').fill(colleague);
  await addStaff.getByRole('button', { name: 'Add staff' }).click();
  await addStaff.getByRole('status').waitFor();
  // What the form says, long email and all, fits a phone.
  await staff.setViewportSize(PHONE);
  expect(await sidewaysOverflow(staff)).toBeLessThanOrEqual(0);
  await staff.setViewportSize(WIDE);
  const role = staff.getByLabel(`Role of ${colleague}`);
  await role.selectOption('admin');
  const promoting = staff.getByRole('dialog', { name: `Make ${colleague} Admin?` });
  await promoting.getByText(`${colleague} goes from Staff to Admin`).waitFor();
  await promoting.getByRole('button', { name: 'Cancel' }).click();
  await promoting.waitFor({ state: 'detached' });
  expect(await role.inputValue()).toBe('staff');
  await role.selectOption('admin');
  await promoting.getByRole('button', { name: 'Make Admin' }).click();
  await expect.poll(() => role.inputValue()).toBe('admin');
  const colleagueRow = staff.getByRole('row').filter({ hasText: colleague });
  await colleagueRow.getByRole('button', { name: 'Remove from staff' }).click();
  const removing = staff.getByRole('dialog', { name: `Remove ${colleague} from staff?` });
  await removing.getByText(`${colleague} can no longer use the console`).waitFor();
  await shoot(staff, 'remove-staff-dialog-1366');
  await staff.setViewportSize(PHONE);
  await shoot(staff, 'remove-staff-dialog-375');
  await staff.setViewportSize(WIDE);
  await removing.getByRole('button', { name: 'Remove from staff' }).click();
  await colleagueRow.waitFor({ state: 'detached' });
}
