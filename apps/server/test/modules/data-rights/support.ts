import { SHOP_EVENTS } from '@shop/domain';
import { sql } from 'kysely';
import { Browser, lastMessageTo, PASSWORD } from '../accounts/support';
import { chooseInSandbox, gamingSelection, type ShopTestApp } from '../checkout/support';

/** A table holding something about a user, found by reading the schema, and its user column. */
export type UserTable = { table: string; column: string };

/**
 * Every table with a user column, read from the database itself: a column named like user_id, or
 * a foreign key to users; and users, whose id is the user. A table added later by anyone is found
 * here without anyone remembering to list it.
 */
export async function tablesWithAUserColumn(testApp: ShopTestApp): Promise<UserTable[]> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema()
      and t.table_type = 'BASE TABLE'
      and (c.column_name in ('user_id', 'userid', 'uid') or c.column_name like '%\\_user\\_id')
    union
    select kcu.table_name, kcu.column_name
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_schema = tc.constraint_schema and ccu.constraint_name = tc.constraint_name
    where tc.constraint_type = 'FOREIGN KEY'
      and tc.table_schema = current_schema()
      and ccu.table_name = 'users'
    order by 1, 2`.execute(testApp.database.db);
  const found = rows.map((row) => ({ table: row.table_name, column: row.column_name }));
  return [{ table: 'users', column: 'id' }, ...found];
}

/** How many rows of a table name the user in its user column(s). */
export async function rowsOf(testApp: ShopTestApp, tables: UserTable[], userId: string) {
  const counts: Record<string, number> = {};
  for (const { table, column } of tables) {
    const { rows } = await sql<{ count: string }>`
      select count(*) as count from ${sql.table(table)} where ${sql.ref(column)}::text = ${userId}`.execute(
      testApp.database.db,
    );
    counts[table] = (counts[table] ?? 0) + Number(rows[0]?.count ?? 0);
  }
  return counts;
}

/** Every row of every table of the database, as text: what a search of the whole database sees. */
export async function everyRowAsText(testApp: ShopTestApp): Promise<Record<string, string[]>> {
  const { rows: tables } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
    testApp.database.db,
  );
  const all: Record<string, string[]> = {};
  for (const { table_name } of tables) {
    const { rows } = await sql<{ row: string }>`
      select t::text as row from ${sql.table(table_name)} t`.execute(testApp.database.db);
    all[table_name] = rows.map((row) => row.row.toLowerCase());
  }
  return all;
}

/** The tables whose rows mention a value (case-insensitive). */
export function tablesMentioning(database: Record<string, string[]>, value: string): string[] {
  const needle = value.toLowerCase();
  return Object.entries(database)
    .filter(([, rows]) => rows.some((row) => row.includes(needle)))
    .map(([table]) => table)
    .sort();
}

const fifa = SHOP_EVENTS['fifa-tournament'];

export type Customer = {
  browser: Browser;
  userId: string;
  email: string;
  phone: string;
  firstName: string;
};

async function ok(answer: Promise<{ statusCode: number; body: string }>, what: string) {
  const response = await answer;
  if (response.statusCode >= 300)
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
}

/**
 * A customer who has used every feature that keeps something about them, through the API as a
 * browser would: signed up (a verification link and a pending browser), signed in, verified a
 * phone (a code, the welcome coupons), saved an address, paid for a PC (a payment and orders),
 * raised a ticket, left an add-on in the cart, asked for a call back, registered for an event,
 * asked for a password reset, agreed to offers, and played PC Master Hunt.
 */
export async function customerWithEverything(
  testApp: ShopTestApp,
  who: { email: string; phone: string; firstName: string },
): Promise<Customer> {
  const { email, phone, firstName } = who;
  const signUp = new Browser(testApp);
  await ok(
    signUp.post('/api/register', {
      firstName,
      lastName: 'Rao',
      email,
      number: phone,
      password: PASSWORD,
    }),
    'register',
  );
  const user = await testApp.database.db
    .updateTable('users')
    .set({ email_verified_at: testApp.clock.now() })
    .where('email', '=', email)
    .returning('id')
    .executeTakeFirstOrThrow();

  const browser = new Browser(testApp);
  await ok(browser.post('/api/login', { email, password: PASSWORD }), 'login');
  await ok(browser.post('/api/sendotp', { phoneNumber: phone }), 'sendotp');
  const text = await lastMessageTo(testApp, `91${phone}`);
  const code = text?.body.match(/^(\d{4}) is your RigForge/)?.[1];
  await ok(browser.post('/api/verifyotp', { phoneNumber: phone, otp: code }), 'verifyotp');

  const added = await ok(
    browser.post('/api/addaddress', {
      title: 'Home',
      address: '12 Anna Salai',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600002',
    }),
    'addaddress',
  );
  const addressId = JSON.parse(added.body).addresses[0].addressid as string;

  const selection = await gamingSelection(testApp);
  await ok(
    browser.post('/api/addToCart', { itemType: 'PC', item: { selection }, qty: 1 }),
    'addToCart',
  );
  const pay = await ok(browser.post('/api/pay', { addressid: addressId }), 'pay');
  const paymentId = JSON.parse(pay.body).data.merchantTransactionId as string;
  await chooseInSandbox(testApp, paymentId, 'SUCCESS');
  await ok(browser.get(`/api/payment/validate/${paymentId}`), 'validate');
  const order = await testApp.database.db
    .selectFrom('orders')
    .select('orderid')
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  await ok(
    browser.post('/api/support', { orderId: order.orderid, issue: `${firstName}'s fans are loud` }),
    'support',
  );
  // Cancelled, so the refunded payment has a GST credit note too.
  await ok(browser.post('/api/cancelOrder', { orderId: order.orderid }), 'cancelOrder');
  await ok(
    browser.post('/api/addToCart', {
      itemType: 'mouse',
      item: { id: 'logitech-g102-lightsync' },
      qty: 1,
    }),
    'addToCart mouse',
  );
  await ok(
    browser.post('/api/callback', {
      data: {
        name: `${firstName} Rao`,
        phone,
        email,
        date: '2025-07-01',
        message: 'Call Back Requested',
      },
    }),
    'callback',
  );
  await ok(
    new Browser(testApp).post('/api/formData', {
      eventName: fifa.name,
      eventDate: fifa.date,
      eventLocation: fifa.location,
      eventLocationLink: fifa.locationLink,
      name: `${firstName} Rao`,
      number: phone,
      email,
      description: 'Playing with a friend',
    }),
    'formData',
  );
  await ok(new Browser(testApp).post('/api/forgotPassword', { email }), 'forgotPassword');
  await ok(
    browser.post('/api/setMarketingConsent', {
      granted: true,
      wordingId: 'offers-2025-06',
      source: 'phone-prompt',
    }),
    'setMarketingConsent',
  );
  const game = await ok(browser.post('/api/startGame', {}), 'startGame');
  // A best score takes a whole game with a passing build; the game's own tests play one. Here
  // one is written as that game would leave it, so the table has the customer's row.
  await testApp.database.db
    .insertInto('game_best_scores')
    .values({
      user_id: user.id,
      score: 100,
      reached_at: testApp.clock.now(),
      game_id: JSON.parse(game.body).gameId as string,
    })
    .execute();
  // An offer made to this customer alone, as staff make one from the console.
  await testApp.database.db
    .insertInto('coupon_offers')
    .values({
      code: `ONLY-${user.id.slice(0, 8)}`,
      description: 'A thank-you for a loyal customer',
      value_paise: -50_000,
      min_purchase_value_paise: 0,
      validity: null,
      target_user_id: user.id,
      created: testApp.clock.now(),
    })
    .execute();
  return { browser, userId: user.id, email, phone, firstName };
}
