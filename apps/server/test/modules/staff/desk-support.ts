import { buildShopApp, type ShopTestApp } from '../checkout/support';
import { customerWithOrder, staffBrowser } from './support';

/** The console desk's tests' start: a shop, a staff member signed in, and a customer who ordered. */
export async function openDesk() {
  const testApp = await buildShopApp();
  const staff = await staffBrowser(testApp, 'desk@rigforge.in');
  const bought = await customerWithOrder(testApp, 'desk-customer@example.in');
  return { testApp, staff, bought };
}

export type DeskCustomer = Awaited<ReturnType<typeof openDesk>>['bought'];

/** The audit log's entries about one subject, oldest first. */
export function auditOf(testApp: ShopTestApp, subject: string) {
  return testApp.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject', '=', subject)
    .orderBy('id')
    .execute();
}
