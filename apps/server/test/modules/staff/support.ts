import { orderNumber } from '@shop/domain';
import { generate } from 'otplib';
import { type AccountsTestApp, Browser, createUser, PASSWORD } from '../accounts/support';
import {
  type Buyer,
  buyer,
  gamingSelection,
  payInSandbox,
  type ShopTestApp,
} from '../checkout/support';

export interface StaffBrowser {
  browser: Browser;
  userId: string;
  email: string;
  secret: string;
}

/** A current TOTP code of the secret on the test's clock. */
export function totpCode(testApp: AccountsTestApp, secret: string, offsetSteps = 0) {
  const epoch = Math.floor(testApp.clock.now().getTime() / 1000) + offsetSteps * 30;
  return generate({ secret, epoch });
}

/** An account with a role, as `npm run staff:create` makes it. */
export async function createStaff(
  testApp: AccountsTestApp,
  email: string,
  role: 'staff' | 'admin',
): Promise<string> {
  const userId = await createUser(testApp, { email, firstname: role === 'admin' ? 'Ada' : 'Sam' });
  await testApp.database.db.updateTable('users').set({ role }).where('id', '=', userId).execute();
  return userId;
}

/** A browser signed in to the console with both factors (enrolling on the way). */
export async function staffBrowser(
  testApp: AccountsTestApp,
  email: string,
  role: 'staff' | 'admin' = 'staff',
): Promise<StaffBrowser> {
  const userId = await createStaff(testApp, email, role);
  const browser = new Browser(testApp);
  const login = await browser.post('/api/admin/login', { email, password: PASSWORD });
  if (login.statusCode !== 200) throw new Error(`staff login failed: ${login.body}`);
  const { secret } = login.json();
  const verified = await browser.post('/api/admin/login/verify', {
    code: await totpCode(testApp, secret),
  });
  if (verified.statusCode !== 200) throw new Error(`second factor failed: ${verified.body}`);
  // The step just used cannot be used again: later sign-ins in a test move the clock on.
  testApp.clock.advance(30_000);
  return { browser, userId, email, secret };
}

/** The OD- number an order is shown by (docs/decisions/111-short-order-numbers.md). */
export async function numberOf(testApp: ShopTestApp, orderId: string): Promise<string> {
  const row = await testApp.database.db
    .selectFrom('orders')
    .select('order_number')
    .where('orderid', '=', orderId)
    .executeTakeFirstOrThrow();
  return orderNumber(row.order_number);
}

/** A customer who bought a gaming PC (and `mice` mice) in the sandbox: their order ids. */
export async function customerWithOrder(
  testApp: ShopTestApp,
  email: string,
  options: { mice?: number } = {},
): Promise<{ customer: Buyer; orderIds: string[] }> {
  const selection = await gamingSelection(testApp);
  const customer = await buyer(testApp, email, { selection, ...options });
  const id = await payInSandbox(testApp, customer, 'SUCCESS');
  await customer.browser.get(`/api/payment/validate/${id}`);
  const orders = await testApp.database.db
    .selectFrom('orders')
    .select('orderid')
    .where('merchant_transaction_id', '=', id)
    .orderBy('line_no')
    .execute();
  return { customer, orderIds: orders.map((order) => order.orderid) };
}
