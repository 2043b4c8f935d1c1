import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createUser, lastLinkTo, lastMessageTo } from '../accounts/support';
import { buildShopApp, type ShopTestApp } from '../checkout/support';
import { type StaffBrowser, staffBrowser } from './support';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('an admin adds a colleague to the console (docs/api/staff-console.md#staff-accounts)', () => {
  let testApp: ShopTestApp;
  let admin: StaffBrowser;

  beforeAll(async () => {
    testApp = await buildShopApp();
    admin = await staffBrowser(testApp, 'accounts-admin@rigforge.in', 'admin');
  });
  afterAll(() => testApp.close());

  const add = (email: string, role: 'staff' | 'admin' = 'staff') =>
    admin.browser.post('/api/admin/staff', { email, role, firstName: 'Sam', lastName: 'Fixer' });
  const tokenOf = (link: string) => new URL(link).searchParams.get('token');

  it('sends a fresh invitation when a colleague who never chose a password is added again', async () => {
    await add('ravi@rigforge.in');
    const first = tokenOf(await lastLinkTo(testApp, 'ravi@rigforge.in'));
    await add('ravi@rigforge.in');
    const second = tokenOf(await lastLinkTo(testApp, 'ravi@rigforge.in'));
    expect(second).not.toBe(first);
    const browser = new Browser(testApp);
    const old = await browser.post('/api/resetPassword', {
      token: first,
      password: 'Old#Pass2025',
    });
    expect(old.statusCode).toBe(400);
  });

  it('tells an existing customer what their account may now do, with no password link', async () => {
    await createUser(testApp, { email: 'asha.customer@example.in' });
    const answer = await add('asha.customer@example.in', 'admin');
    expect(answer.json()).toMatchObject({ created: false, member: { role: 'admin' } });
    const notice = await lastMessageTo(testApp, 'asha.customer@example.in');
    expect(notice?.subject).toBe('Your RigForge account can now use the staff console');
    expect(notice?.body).toContain('as Admin');
    expect(notice?.body).not.toContain('reset-password');
  });

  // Last: the clock moves on two days, past the admin's session.
  it('invites a new colleague to choose a password within three days, not an hour', async () => {
    expect((await add('sam@rigforge.in')).statusCode).toBe(201);
    const invitation = await lastMessageTo(testApp, 'sam@rigforge.in');
    expect(invitation?.subject).toBe('You have been added to the RigForge staff console');
    expect(invitation?.body).toContain('as Staff');
    expect(invitation?.body).toContain('for 3 days');
    expect(invitation?.body).not.toContain('reset the password');

    const token = tokenOf(await lastLinkTo(testApp, 'sam@rigforge.in'));
    testApp.clock.advance(2 * DAY_MS);
    const chosen = await new Browser(testApp).post('/api/resetPassword', {
      token,
      password: 'Staff#Pass2025',
    });
    expect(chosen.statusCode).toBe(200);
  });
});

describe('the last admin (docs/decisions/084-the-last-admin-stays.md)', () => {
  let testApp: ShopTestApp;
  beforeAll(async () => {
    testApp = await buildShopApp();
  });
  afterAll(() => testApp.close());

  const LAST_ADMIN = {
    message: 'The console needs at least one admin. Make another staff member an admin first.',
    code: 'LAST_ADMIN',
  };

  it('cannot demote themselves or be added again as staff, until another admin exists', async () => {
    const only = await staffBrowser(testApp, 'only-admin@rigforge.in', 'admin');
    for (const role of ['staff', null]) {
      const demoted = await only.browser.post('/api/admin/staff/role', {
        userId: only.userId,
        role,
      });
      expect(demoted.statusCode, demoted.body).toBe(409);
      expect(demoted.json()).toEqual(LAST_ADMIN);
    }
    const readded = await only.browser.post('/api/admin/staff', {
      email: only.email,
      role: 'staff',
      firstName: 'Only',
      lastName: 'Admin',
    });
    expect(readded.json()).toEqual(LAST_ADMIN);
    const roles = await testApp.database.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', only.userId)
      .executeTakeFirstOrThrow();
    expect(roles.role).toBe('admin');

    await staffBrowser(testApp, 'second-admin@rigforge.in', 'admin');
    const now = await only.browser.post('/api/admin/staff/role', {
      userId: only.userId,
      role: 'staff',
    });
    expect(now.statusCode, now.body).toBe(200);
  });
});
