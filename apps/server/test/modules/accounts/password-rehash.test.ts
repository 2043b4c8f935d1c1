// A hash stored at other parameters than the shop's (an older cost) is made again at the next right
// password, by a customer's login or a staff member's sign-in (docs/decisions/116-a-worker-within-300-mb.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../../src/modules/accounts/passwords';
import { createStaff } from '../staff/support';
import { type AccountsTestApp, Browser, buildAccountsApp, createUser, PASSWORD } from './support';

describe('a password hash from an older cost', () => {
  let testApp: AccountsTestApp;
  /** Stores `email`'s hash as made at N = 2^4, which no configuration of the shop uses. */
  const storeOlderHash = async (email: string) => {
    const older = await createPasswordHasher(4).hash(PASSWORD);
    await testApp.database.db
      .updateTable('users')
      .set({ password_hash: older })
      .where('email', '=', email)
      .execute();
    return older;
  };
  const storedHash = async (email: string) =>
    (
      await testApp.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).password_hash ?? '';

  beforeAll(async () => {
    testApp = await buildAccountsApp();
  });
  afterAll(() => testApp.close());

  it("is made again at the shop's parameters when the customer logs in, and a wrong password leaves it", async () => {
    await createUser(testApp, { email: 'older@example.in' });
    const older = await storeOlderHash('older@example.in');
    const wrong = await new Browser(testApp).post('/api/login', {
      email: 'older@example.in',
      password: 'Wrong#Pass1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(await storedHash('older@example.in')).toBe(older);

    const right = await new Browser(testApp).post('/api/login', {
      email: 'older@example.in',
      password: PASSWORD,
    });
    expect(right.statusCode).toBe(200);
    const remade = await storedHash('older@example.in');
    expect(remade).not.toBe(older);
    expect(testApp.app.passwords.isOutdated(remade)).toBe(false);
    // The new hash is the same password's.
    const again = await new Browser(testApp).post('/api/login', {
      email: 'older@example.in',
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(200);
    expect(await storedHash('older@example.in')).toBe(remade);
  });

  it("is made again when a staff member's password is right, before the second factor", async () => {
    await createStaff(testApp, 'older-staff@rigforge.in', 'staff');
    const older = await storeOlderHash('older-staff@rigforge.in');
    const login = await new Browser(testApp).post('/api/admin/login', {
      email: 'older-staff@rigforge.in',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const remade = await storedHash('older-staff@rigforge.in');
    expect(remade).not.toBe(older);
    expect(testApp.app.passwords.isOutdated(remade)).toBe(false);
  });
});
