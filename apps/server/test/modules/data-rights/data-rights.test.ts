import { dataExportSchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, PASSWORD } from '../accounts/support';
import {
  buildShopApp,
  buyer,
  gamingSelection,
  payInSandbox,
  type ShopTestApp,
} from '../checkout/support';
import {
  type Customer,
  customerWithEverything,
  everyRowAsText,
  rowsOf,
  tablesMentioning,
  tablesWithAUserColumn,
  type UserTable,
} from './support';

describe("a customer's data: export and erasure", () => {
  let testApp: ShopTestApp;
  let zephyrine: Customer;
  let quillon: Customer;
  let userTables: UserTable[];

  beforeAll(async () => {
    testApp = await buildShopApp();
    zephyrine = await customerWithEverything(testApp, {
      email: 'zephyrine@example.in',
      phone: '9123456780',
      firstName: 'Zephyrine',
    });
    quillon = await customerWithEverything(testApp, {
      email: 'quillon@example.in',
      phone: '9988776655',
      firstName: 'Quillon',
    });
    userTables = await tablesWithAUserColumn(testApp);
  }, 120_000);
  afterAll(() => testApp.close());

  const exportOf = async (customer: Customer) => {
    const answer = await customer.browser.post('/api/exportMyData', {});
    expect(answer.statusCode).toBe(200);
    return dataExportSchema.parse(answer.json());
  };

  it('has a registry entry for every table with a user column, found by reading the schema', () => {
    const registered = new Set<string>(
      testApp.app.personalData.entries().map((entry) => entry.table),
    );
    const forgotten = userTables
      .filter(({ table }) => !registered.has(table))
      .map(({ table, column }) => `${table}.${column}`);
    expect(forgotten, 'tables holding a user with no entry in the personal-data registry').toEqual(
      [],
    );
    // The schema reading finds what it must: a change that broke it would pass the line above.
    expect(userTables.map(({ table }) => table)).toEqual(
      expect.arrayContaining(['users', 'sessions', 'orders', 'payment_transactions', 'leads']),
    );
  });

  it("exports every row of the customer's in each such table, and nothing of anyone else's", async () => {
    const data = await exportOf(zephyrine);
    const counts = await rowsOf(testApp, userTables, zephyrine.userId);
    const staffHeld = new Set<string>(
      testApp.app.personalData
        .entries()
        .filter((entry) => entry.heldFor === 'staff')
        .map((entry) => entry.table),
    );
    for (const { table } of userTables) {
      const section = data.sections.find((each) => each.table === table);
      // A staff member's tables name who acted; a customer has no rows there.
      if (!staffHeld.has(table)) {
        expect(counts[table], `the customer has rows in ${table}`).toBeGreaterThan(0);
      }
      expect(section?.rows.length, `rows of ${table} in the export`).toBe(counts[table]);
    }
    // Kept under the person's email or phone rather than an account.
    for (const table of ['event_registrations', 'outbox', 'rate_limits']) {
      const section = data.sections.find((each) => each.table === table);
      expect(section?.rows.length, `rows of ${table} in the export`).toBeGreaterThan(0);
    }
    expect(data.userId).toBe(zephyrine.userId);

    const text = JSON.stringify(data).toLowerCase();
    for (const other of [quillon.userId, quillon.email, quillon.phone, quillon.firstName]) {
      expect(text).not.toContain(other.toLowerCase());
    }
    const { db } = testApp.database;
    const secrets = [
      ...(await db.selectFrom('users').select('password_hash as hash').execute()),
      ...(await db.selectFrom('sessions').select('token_hash as hash').execute()),
      ...(await db.selectFrom('email_tokens').select('token_hash as hash').execute()),
      ...(await db.selectFrom('otp_codes').select('code_hash as hash').execute()),
    ].flatMap((row) => (row.hash ? [row.hash.toLowerCase()] : []));
    expect(secrets.length).toBeGreaterThan(4);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('logs each export when it is asked and when it is done, with what it held', async () => {
    const requests = await testApp.database.db
      .selectFrom('data_rights_requests')
      .selectAll()
      .where('user_id', '=', zephyrine.userId)
      .execute();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ kind: 'export', completed_at: expect.any(Date) });
    expect(requests[0]?.report).toMatchObject({ users: 1, orders: 1, addresses: 1 });
  });

  it('refuses to erase until the account email is typed again exactly, and changes nothing', async () => {
    const before = await rowsOf(testApp, userTables, zephyrine.userId);
    const answer = await zephyrine.browser.post('/api/eraseMyAccount', {
      email: 'someone@example.in',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: 'ERASURE_NOT_CONFIRMED',
      message: 'Type your account’s email address exactly to confirm.',
    });
    expect(await rowsOf(testApp, userTables, zephyrine.userId)).toEqual(before);
  });

  it('holds erasure while a payment of the customer is still being confirmed', async () => {
    const waiting = await buyer(testApp, 'waiting@example.in', {
      selection: await gamingSelection(testApp),
    });
    await payInSandbox(testApp, waiting, 'PENDING');
    const answer = await waiting.browser.post('/api/eraseMyAccount', {
      email: 'waiting@example.in',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      code: 'ERASURE_HELD',
      message:
        'A payment of yours is still being confirmed. Kindly try again once it has completed.',
    });
    const requests = await testApp.database.db
      .selectFrom('data_rights_requests')
      .select('id')
      .where('user_id', '=', waiting.userId)
      .execute();
    expect(requests).toEqual([]);
  });

  it('erases the account and personal data everywhere, keeps orders and payments for tax, and ends every session', async () => {
    const { db } = testApp.database;
    // A counter whose subject pairs an address with the email, as per-address throttles keep.
    await db
      .insertInto('rate_limits')
      .values({
        key: `login-failures:ip-email:10.9.8.7|${zephyrine.email}`,
        window_start: testApp.clock.now(),
        count: 1,
      })
      .execute();
    const before = await rowsOf(testApp, userTables, zephyrine.userId);
    const quillonBefore = await rowsOf(testApp, userTables, quillon.userId);
    const databaseBefore = await everyRowAsText(testApp);
    const cookie = zephyrine.browser.cookies.get('sid');
    expect(tablesMentioning(databaseBefore, zephyrine.email)).toEqual([
      'event_registrations',
      'leads',
      'outbox',
      'rate_limits',
      'users',
    ]);

    const answer = await zephyrine.browser.post('/api/eraseMyAccount', {
      email: ' Zephyrine@Example.in ',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      message: 'Your account has been erased. Thank you for shopping with RigForge.',
    });

    // Every session ended: the browser's cookie is cleared, and a copy of it no longer works.
    expect(zephyrine.browser.cookies.has('sid')).toBe(false);
    const copy = new Browser(testApp);
    copy.cookies.set('sid', String(cookie));
    expect((await copy.post('/api/fetchAllUserDetails', {})).statusCode).toBe(401);

    // Each table with a user column did what its entry says.
    const after = await rowsOf(testApp, userTables, zephyrine.userId);
    for (const entry of testApp.app.personalData.entries()) {
      // The erasure's own request is the one row added (checked below).
      if (!(entry.table in before) || entry.table === 'data_rights_requests') continue;
      const expected = entry.erasure === 'delete' ? 0 : before[entry.table];
      expect(after[entry.table], `${entry.table} (${entry.erasure})`).toBe(expected);
    }
    expect(after.orders).toBeGreaterThan(0);
    expect(after.payment_transactions).toBeGreaterThan(0);
    expect(after.data_rights_requests).toBe((before.data_rights_requests ?? 0) + 1);

    // Nowhere in the database: not the email, not the phone. The name stays only on the payment
    // and its tax invoice (and the credit note reversing it), with the delivery address, as the
    // invoice must show them.
    const database = await everyRowAsText(testApp);
    expect(tablesMentioning(database, zephyrine.email)).toEqual([]);
    expect(tablesMentioning(database, zephyrine.phone)).toEqual([]);
    expect(tablesMentioning(database, zephyrine.firstName).sort()).toEqual([
      'credit_notes',
      'payment_transactions',
      'tax_invoices',
    ]);
    const payment = await db
      .selectFrom('payment_transactions')
      .select('address')
      .where('user_id', '=', zephyrine.userId)
      .executeTakeFirstOrThrow();
    expect(payment.address).toMatchObject({ name: 'Zephyrine Rao', address: expect.any(String) });
    expect(payment.address).not.toHaveProperty('number');

    // The other customer's data is untouched.
    expect(await rowsOf(testApp, userTables, quillon.userId)).toEqual(quillonBefore);
    expect(tablesMentioning(database, quillon.email)).toEqual(
      tablesMentioning(databaseBefore, quillon.email),
    );

    // The request and its completion are logged, with what was done to each table.
    const erasure = await db
      .selectFrom('data_rights_requests')
      .selectAll()
      .where('user_id', '=', zephyrine.userId)
      .where('kind', '=', 'erasure')
      .executeTakeFirstOrThrow();
    expect(erasure.completed_at).toBeInstanceOf(Date);
    const report = erasure.report as Record<string, { rule: string; rows: number }>;
    expect(Object.keys(report).sort()).toEqual(
      testApp.app.personalData
        .entries()
        .map((entry) => entry.table)
        .sort(),
    );
    expect(report.orders).toEqual({ rule: 'keep', rows: before.orders });
    expect(report.sessions?.rule).toBe('delete');

    // And the account can no longer be signed in to.
    const login = await new Browser(testApp).post('/api/login', {
      email: zephyrine.email,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(401);
  });
});
