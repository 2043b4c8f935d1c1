import type { Page } from 'playwright-core';
import { waitForOutboxMessage } from './dev-outbox';

export const TEST_PASSWORD = 'Rig#forge2026';

export type TestVisitor = { email: string; phone: string; firstName: string; lastName: string };

/** A visitor no other test has used: an email and a 10-digit phone from the clock. */
export function uniqueVisitor(firstName = 'Asha', lastName = 'Raman'): TestVisitor {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1_000)}`;
  return {
    email: `${firstName.toLowerCase()}.${stamp}@example.test`,
    phone: `9${stamp.slice(-9).padStart(9, '0')}`,
    firstName,
    lastName,
  };
}

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

/**
 * Signs up on /register, then opens the emailed link in another tab, as a visitor would; the
 * pending screen moves on by itself, logged in. Answers once the visitor is on /profile.
 */
export async function signUpAndVerify(
  page: Page,
  baseURL: string,
  visitor: TestVisitor,
): Promise<void> {
  // The browser's clock, so the 2 s move to the pending screen and its 5 s polling need not be
  // waited out in real time.
  await page.clock.install();
  await page.goto('/register');
  await fill(page, 'First name', visitor.firstName);
  await fill(page, 'Last name', visitor.lastName);
  await fill(page, 'Email', visitor.email);
  await fill(page, 'Phone number', visitor.phone);
  await fill(page, 'Password', TEST_PASSWORD);
  await fill(page, 'Retype password', TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByText('Kindly verify Email...').waitFor();
  await page.clock.fastForward(2_000);
  await page.waitForURL('**/unauthorized');

  const mail = await waitForOutboxMessage(baseURL, {
    to: visitor.email,
    channel: 'email',
    matching: (message) => message.links.some((link) => link.includes('/api/verify-email')),
  });
  const link = mail.links.find((each) => each.includes('/api/verify-email')) as string;
  const mailTab = await page.context().newPage();
  await mailTab.goto(link);
  // The link's tab lands on the pending screen, whose poll opens the session. Closed before that
  // answer arrives, the tab would drop the session's cookie with it: the server would have spent
  // the pending sign-in, and this tab would find neither.
  await mailTab.waitForURL('**/profile');
  await mailTab.close();
  await page.clock.fastForward(5_000);
  // The pending screen goes back a step to /register, which sends a signed-in visitor on to
  // /profile: wait for the end of that, or a later goto could race the history traversal.
  await page.waitForURL('**/profile', { timeout: 20_000 });
  await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
}

/** Logs in on /login with the password; answers once the session has loaded and the page moved on. */
export async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await fill(page, 'Email', email);
  await fill(page, 'Password', TEST_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Logged In Successfully!').waitFor();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
}

/** Logs out from the account area's side menu. */
export async function logOut(page: Page): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
  await page
    .getByRole('navigation', { name: 'Account area', exact: true })
    .getByRole('button', { name: 'Logout' })
    .click();
  await page.waitForURL((url) => url.pathname === '/');
}
