import { randomBytes } from 'node:crypto';
import { catalogueSchema, type Selection } from '@shop/domain';
import { buildApp } from '../../../src/app';
import type { DatabaseHandle } from '../../../src/platform/db/kysely';
import { SESSION_COOKIE } from '../../../src/platform/sessions/plugin';
import { sha256Hex } from '../../../src/platform/tokens';
import { completeSelection } from '../../configurator-support';
import { createTestDatabase, testConfig } from '../../helper';
import {
  type AccountsTestApp,
  Browser,
  createUser,
  PASSWORD,
  type TestClock,
  testClock,
} from '../accounts/support';

export type ShopTestApp = AccountsTestApp;

/** The real app on a fresh database (or the one given), with a clock the test moves. */
export async function buildShopApp(
  options: { env?: Record<string, string>; database?: DatabaseHandle; clock?: TestClock } = {},
): Promise<ShopTestApp> {
  const config = testConfig(options.env);
  const database = options.database ?? (await createTestDatabase());
  const clock = options.clock ?? testClock();
  const app = await buildApp(config, { database, clock });
  return {
    app,
    database,
    config,
    clock,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

const GAMING_PC: Selection = {
  platform: 'AMD',
  gpuType: 'Dedicated',
  processor: 'amd-ryzen-7-7800x3d',
  ramType: 'DDR5',
  gpuBrand: 'NVIDIA',
  gpuModel: 'gigabyte-rtx-4070-super-windforce-oc',
};
export const MOUSE = { id: 'logitech-g102-lightsync', price: 1395 };

export async function gamingSelection(testApp: ShopTestApp): Promise<Selection> {
  const components = await testApp.app.inject({ method: 'POST', url: '/api/fetchAllComponents' });
  return completeSelection(catalogueSchema.parse(components.json()), GAMING_PC);
}

export interface Buyer {
  browser: Browser;
  userId: string;
  email: string;
  addressId: string;
}

/**
 * A signed-in user with a verified phone and one address, as checkout needs; with `cart`, a
 * gaming PC (and `mice` mice) in the cart.
 */
export async function buyer(
  testApp: ShopTestApp,
  email: string,
  options: { selection?: Selection; mice?: number; verified?: boolean } = {},
): Promise<Buyer> {
  const userId = await createUser(testApp, { email, number: '9876543210' });
  await testApp.database.db
    .updateTable('users')
    .set({ verified: options.verified === false ? 0 : 1 })
    .where('id', '=', userId)
    .execute();
  const browser = new Browser(testApp);
  const login = await browser.post('/api/login', { email, password: PASSWORD });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const added = await browser.post('/api/addaddress', {
    title: 'Home',
    address: '12 Anna Salai',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600002',
  });
  const addressId = added.json().addresses[0].addressid as string;
  if (options.selection) {
    const pc = await browser.post('/api/addToCart', {
      itemType: 'PC',
      item: { selection: options.selection },
      qty: 1,
    });
    if (pc.statusCode !== 201) throw new Error(`addToCart failed: ${pc.body}`);
  }
  if (options.mice) {
    await browser.post('/api/addToCart', {
      itemType: 'mouse',
      item: { id: MOUSE.id },
      qty: options.mice,
    });
  }
  return { browser, userId, email, addressId };
}

/** A coupon of the user's, as welcome offers are issued (rupees, negative is a deduction). */
export async function giveCoupon(
  testApp: ShopTestApp,
  userId: string,
  coupon: { value: number; minPurchaseValue: number; code?: string; validity?: Date | null },
): Promise<string> {
  const row = await testApp.database.db
    .insertInto('coupons')
    .values({
      user_id: userId,
      code: coupon.code ?? `TEST${Math.abs(coupon.value)}`,
      description: 'Test offer',
      value_paise: coupon.value * 100,
      min_purchase_value_paise: coupon.minPurchaseValue * 100,
      validity: coupon.validity ?? null,
      created: testApp.clock.now(),
    })
    .returning('couponid')
    .executeTakeFirstOrThrow();
  return row.couponid;
}

/** A stored payment, as a test inspects it. */
export function paymentRow(testApp: ShopTestApp, merchantTransactionId: string) {
  return testApp.database.db
    .selectFrom('payment_transactions')
    .selectAll()
    .where('merchant_transaction_id', '=', merchantTransactionId)
    .executeTakeFirstOrThrow();
}

export function ordersOf(testApp: ShopTestApp, userId: string) {
  return testApp.database.db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('line_no')
    .execute();
}

/**
 * A session cookie of the payment's owner, made in the database: the sandbox's page answers only
 * them, and a test choosing an outcome stands for the buyer's own browser.
 */
export async function ownerCookie(
  testApp: Pick<ShopTestApp, 'database' | 'clock'>,
  merchantTransactionId: string,
): Promise<string> {
  const { user_id } = await testApp.database.db
    .selectFrom('payment_transactions')
    .select('user_id')
    .where('merchant_transaction_id', '=', merchantTransactionId)
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  const now = testApp.clock.now();
  await testApp.database.db
    .insertInto('sessions')
    .values({
      token_hash: sha256Hex(token),
      user_id,
      expires_at: new Date(now.getTime() + 86_400_000),
      created_at: now,
      last_seen_at: now,
    })
    .execute();
  return `${SESSION_COOKIE}=${token}`;
}

/** Pays the cart at the sandbox and chooses an outcome on its page. */
export async function payInSandbox(
  testApp: ShopTestApp,
  who: Buyer,
  outcome: 'SUCCESS' | 'FAILURE' | 'PENDING',
  extra: Record<string, unknown> = {},
): Promise<string> {
  const pay = await who.browser.post('/api/pay', { addressid: who.addressId, ...extra });
  if (pay.statusCode !== 200) throw new Error(`pay failed: ${pay.body}`);
  const id = pay.json().data.merchantTransactionId as string;
  await chooseInSandbox(testApp, id, outcome);
  return id;
}

export async function chooseInSandbox(
  testApp: ShopTestApp,
  merchantTransactionId: string,
  outcome: 'SUCCESS' | 'FAILURE' | 'PENDING' | 'SHORT',
) {
  const chosen = await testApp.app.inject({
    method: 'POST',
    url: `/api/payment/sandbox/${merchantTransactionId}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(testApp.config.publicBaseUrl).origin,
      cookie: await ownerCookie(testApp, merchantTransactionId),
    },
    payload: `outcome=${outcome}`,
  });
  if (chosen.statusCode !== 303) throw new Error(`sandbox choice failed: ${chosen.body}`);
  return chosen;
}
