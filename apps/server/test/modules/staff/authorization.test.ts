import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  Browser,
  buildAccountsApp,
  signedInBrowser,
} from '../accounts/support';
import { type StaffBrowser, staffBrowser } from './support';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/**
 * docs/decisions/046-staff-sign-in-with-a-second-factor.md for every route under /api/admin/, as
 * the app registered them (not a list kept by hand): without a staff session, a customer's
 * included, 404; staff pass every staff route and are refused admin-only ones; admins pass all.
 */
describe('staff authorization matrix', () => {
  let testApp: AccountsTestApp;
  let customer: Browser;
  let staff: StaffBrowser;
  let admin: StaffBrowser;

  beforeAll(async () => {
    testApp = await buildAccountsApp();
    customer = (await signedInBrowser(testApp, 'shopper@example.in')).browser;
    staff = await staffBrowser(testApp, 'staff@rigforge.in', 'staff');
    admin = await staffBrowser(testApp, 'admin@rigforge.in', 'admin');
  });
  afterAll(() => testApp.close());

  const guarded = () => testApp.app.staffRoutes.filter((route) => route.access !== 'public');
  /** The error code of an answer, if it is a JSON error. */
  const codeOf = (answer: { headers: Record<string, unknown>; json(): { code?: string } }) =>
    String(answer.headers['content-type']).includes('json') ? answer.json().code : undefined;
  const call = (who: Browser, route: { method: string; url: string }) => {
    const url = route.url.replace(/:[A-Za-z]+/g, SOME_ID);
    return route.method === 'GET' ? who.get(url) : who.post(url, {});
  };

  it('covers the console: sign-in, orders and staff accounts at least', () => {
    const urls = testApp.app.staffRoutes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/admin/login',
        'GET /api/admin/orders',
        'POST /api/admin/orders/:orderId/move',
        'GET /api/admin/staff',
        'GET /api/admin/audit',
      ]),
    );
    expect(guarded().length).toBeGreaterThanOrEqual(8);
  });

  it('answers 404 Not found on every staff route without a session, and to a customer', async () => {
    const anonymous = new Browser(testApp);
    for (const route of guarded()) {
      for (const who of [anonymous, customer]) {
        const answer = await call(who, route);
        expect(answer.statusCode, `${route.method} ${route.url}`).toBe(404);
        expect(answer.json(), route.url).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
        expect(answer.headers['cache-control'], route.url).toBe('no-store');
      }
    }
  });

  it('lets staff through every staff route and refuses them the admin-only ones', async () => {
    for (const route of guarded()) {
      const answer = await call(staff.browser, route);
      const where = `${route.method} ${route.url}: ${answer.body}`;
      expect(answer.headers['cache-control'], where).toBe('no-store');
      if (route.access === 'admin') {
        expect(answer.statusCode, where).toBe(403);
        expect(answer.json().code, where).toBe('FORBIDDEN');
      } else {
        expect(codeOf(answer), where).not.toBe('FORBIDDEN');
        expect(answer.statusCode, where).not.toBe(401);
        // Past the guard: an answer, a refusal of the empty body, or the made-up id not found.
        expect(answer.statusCode === 404 ? answer.json().message : 'passed', where).not.toBe(
          'Not found',
        );
      }
    }
  });

  it('lets admins through every route', async () => {
    for (const route of guarded()) {
      const answer = await call(admin.browser, route);
      const where = `${route.method} ${route.url}: ${answer.body}`;
      expect(answer.statusCode, where).not.toBe(403);
      expect(answer.statusCode, where).not.toBe(401);
      expect(answer.statusCode === 404 ? answer.json().message : 'passed', where).not.toBe(
        'Not found',
      );
    }
  });
});
