import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForOutboxMessage } from '../support/dev-outbox';
import { useShop } from '../support/fixtures';
import { GOOGLE_TEST_ACCOUNT } from '../support/oidc-server';

const shop = useShop();

const PASSWORD = 'Rig#forge2026';
// A GSTIN with a correct check character (Tamil Nadu).
const GSTIN = '33AAACR5055K1ZE';

function uniqueVisitor() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1_000)}`;
  return {
    email: `asha.${stamp}@example.test`,
    phone: `9${stamp.slice(-9).padStart(9, '0')}`,
  };
}

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

const accountMenu = (page: Page) =>
  page.getByRole('navigation', { name: 'Account area', exact: true });

const profileValue = (page: Page, label: string) =>
  page
    .getByRole('article', { name: 'Profile details' })
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]');

describe('a visitor makes an account and looks after it', () => {
  it('registers, verifies the email, logs in, edits the profile, verifies the phone, sees the welcome coupon, adds and deletes an address, logs out', async () => {
    const { email, phone } = uniqueVisitor();
    const page = await shop.visit('/register');

    // Sign up, then wait on the pending screen.
    await fill(page, 'First name', 'Asha');
    await fill(page, 'Last name', 'Raman');
    await fill(page, 'Email', email);
    await fill(page, 'Phone number', phone);
    await fill(page, 'Password', PASSWORD);
    await fill(page, 'Retype password', PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Kindly verify Email...').waitFor();
    await page.waitForURL('**/unauthorized');
    await heading(page, 'Pending Email Verification').waitFor();
    await page.getByText(email).waitFor();

    // The link from the email, opened in another tab; the pending screen moves on by itself.
    const mail = await waitForOutboxMessage(shop.baseURL, {
      to: email,
      channel: 'email',
      matching: (message) => message.links.some((link) => link.includes('/api/verify-email')),
    });
    const link = mail.links.find((each) => each.includes('/api/verify-email')) as string;
    const mailTab = await page.context().newPage();
    await mailTab.goto(link);
    await mailTab.close();
    await page.waitForURL('**/profile', { timeout: 15_000 });
    await heading(page, 'My Profile').waitFor();

    // Log out and back in with the password.
    await accountMenu(page).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/login');
    await fill(page, 'Email', email);
    await fill(page, 'Password', PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Logged In Successfully!').waitFor();
    await page.waitForURL('**/profile');
    expect(await profileValue(page, 'Name').textContent()).toBe('Asha Raman');
    expect(await profileValue(page, 'GST Number').textContent()).toBe('Not Set');

    // Edit the profile.
    await page.getByRole('link', { name: 'Edit' }).click();
    await heading(page, 'Edit Profile').waitFor();
    await fill(page, 'Date of birth', '1995-08-15');
    await page.getByLabel('Gender').selectOption('Female');
    await fill(page, 'GST number', GSTIN);
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('User Updated Successfully!!').waitFor();
    await page.waitForURL('**/profile');
    expect(await profileValue(page, 'Date of Birth').textContent()).toBe('15 Aug 1995');
    expect(await profileValue(page, 'Gender').textContent()).toBe('Female');
    expect(await profileValue(page, 'GST Number').textContent()).toBe(GSTIN);

    // Verify the phone with the OTP from the outbox.
    await profileValue(page, 'Phone').getByRole('button', { name: 'Verify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Phone Number' });
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await dialog.getByText('Resend OTP in').waitFor();
    const sms = await waitForOutboxMessage(shop.baseURL, { to: phone, channel: 'sms' });
    const otp = /^(\S{4}) is your RigForge verification code/.exec(sms.text)?.[1];
    expect(otp).toBeTruthy();
    await dialog.getByLabel('OTP').fill(otp as string);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText('OTP Verified').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await profileValue(page, 'Phone').getByRole('img', { name: 'Verified' }).waitFor();

    // The welcome coupon, now that the phone is verified.
    await accountMenu(page).getByRole('link', { name: 'My Coupons' }).click();
    await heading(page, 'My Coupons').waitFor();
    const coupon = page.getByRole('article', { name: /\(Active\)$/ }).first();
    await coupon.waitFor();
    expect(await coupon.textContent()).toMatch(/₹[\d,]+ off/);
    expect(await page.getByRole('button', { name: 'Verify Phone Number' }).count()).toBe(0);

    // Add an address, then delete it.
    await accountMenu(page).getByRole('link', { name: 'My Addresses' }).click();
    await page.getByText('No Address Found!').waitFor();
    await page.getByRole('link', { name: 'Add A New Address' }).click();
    await heading(page, 'Add Address').waitFor();
    await fill(page, 'Title', 'Home');
    await fill(page, 'Address', '12 Anna Salai');
    await fill(page, 'City', 'Chennai');
    await page.getByLabel('State').selectOption('Tamil Nadu');
    await fill(page, 'Pincode', '600042');
    await page.getByRole('button', { name: 'Add Address' }).click();
    await page.getByText('Address Added Successfully!!').waitFor();
    await page.waitForURL('**/addresses');
    await page.getByText('12 Anna Salai, Chennai, Tamil Nadu, 600042').waitFor();
    await page.getByRole('button', { name: 'Delete Home' }).click();
    await page.getByText('No Address Found!').waitFor();

    // Log out: the account is closed to the browser.
    await accountMenu(page).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profile');
    await page.waitForURL('**/login');
    await heading(page, 'Login').waitFor();
  });

  it('is refused with the spec message for a wrong password', async () => {
    const page = await shop.visit('/login');
    await fill(page, 'Email', 'nobody@example.test');
    await fill(page, 'Password', 'Wrong#pass1');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Incorrect email or password. Please try again.').waitFor();
  });
});

describe('a visitor signs in with Google', () => {
  it('comes back logged in with the name from Google, and is asked for a phone number', async () => {
    const page = await shop.visit('/login');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await page.waitForURL('**/profile', { timeout: 15_000 });
    const prompt = page.getByRole('dialog', {
      name: 'Unlock Expert Help, Free Coupons & Easy EMI!',
    });
    await prompt.waitFor();
    const { phone } = uniqueVisitor();
    await prompt.getByLabel('Phone number').fill(phone);
    // Offers only with the box ticked: that records consent on its words.
    await prompt.getByRole('checkbox', { name: /^Send me exclusive offers/ }).check();
    await prompt.getByRole('button', { name: 'Keep Me Posted' }).click();
    await prompt.getByText('Thank you! We’ll keep you posted with exclusive offers!!').waitFor();
    await prompt.waitFor({ state: 'hidden' });
    expect(await profileValue(page, 'Name').textContent()).toBe(GOOGLE_TEST_ACCOUNT.name);
    expect(await profileValue(page, 'Email').textContent()).toBe(GOOGLE_TEST_ACCOUNT.email);
    expect(await profileValue(page, 'Phone').textContent()).toContain(phone);
  });
});
