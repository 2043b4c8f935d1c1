// The staff console on a phone, as the staff story finally checks it: every page fits the screen's
// width, passes axe, keeps its parts in landmarks, and shows its tables as cards.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { landmarkViolations, seriousViolations } from './axe';
import { PHONE, sidewaysOverflow } from './browser';
import { CONSOLE_PAGES, shoot, spillsSideways, whollyOnScreen } from './staff-console';

/**
 * Every console page at the phone's width, and the order `orderId`'s own with its long email, AWB
 * number and tracking link. Run after the story has given the tables rows.
 */
export async function expectConsoleFitsAPhone(staff: Page, orderId: string) {
  // No sideways scrolling, axe passes and each part is in a landmark. The phone is the stricter
  // width for axe: the console's colours and landmarks are the same at both, and more of it scrolls.
  const found: string[] = [];
  // Its tables are cards there, each value under its column's name: nothing in a table's box is
  // out of sight sideways (the orders' board, a region of columns, still scrolls).
  const tables: string[] = [];
  const expectTablesInSight = async (where: string) => {
    for (const table of await staff.getByRole('region', { name: / table$/ }).all()) {
      const name = `${await table.getAttribute('aria-label')}`;
      tables.push(name);
      expect.soft(await spillsSideways(table), `${where}: ${name}`).toBe(0);
    }
  };
  await staff.setViewportSize(PHONE);
  for (const path of [...CONSOLE_PAGES, `/admin/orders/${orderId}`]) {
    await staff.goto(path);
    await staff.getByRole('heading', { level: 1 }).waitFor();
    await staff.waitForLoadState('networkidle');
    found.push(...(await seriousViolations(staff)), ...(await landmarkViolations(staff)));
    await shoot(staff, `${path.slice(1).replaceAll('/', '-')}-375`);
    expect(await sidewaysOverflow(staff), path).toBeLessThanOrEqual(0);
    await expectTablesInSight(path);
  }
  // The orders' table, the leads of every status and the event registrations are a press away.
  const everyStatus = () => staff.getByLabel('Status', { exact: true }).selectOption('all');
  const registrations = () => staff.getByRole('button', { name: 'Event registrations' }).click();
  for (const [path, shot, ...presses] of [
    ['/admin/orders', 'orders-table', () => staff.getByRole('button', { name: 'Table' }).click()],
    ['/admin/leads', 'leads-every-status', everyStatus],
    ['/admin/leads', 'registrations', registrations, everyStatus],
  ] as const) {
    await staff.goto(path);
    for (const press of presses) await press();
    await staff.waitForLoadState('networkidle');
    await shoot(staff, `admin-${shot}-375`);
    await expectTablesInSight(`${path} (${shot})`);
  }
  // Every table the story gave rows to was looked at; one with no rows is not on its page.
  const filled = [
    'Orders',
    'Parts',
    'Offers',
    'Leads',
    'Staff accounts',
    'Audit log',
    'Data rights requests',
  ];
  expect(tables).toEqual(expect.arrayContaining(filled.map((name) => `${name} table`)));
  // The catalogue's rows are cards on a phone: a part's count and Save are in sight, and its
  // table has nothing scrolled out of sight sideways.
  await staff.goto('/admin/catalogue');
  const count = staff.getByRole('textbox', { name: /^Count of / }).first();
  await count.waitFor();
  expect(await spillsSideways(staff.getByRole('region', { name: 'Parts table' }))).toBe(0);
  expect(await whollyOnScreen(staff, count)).toBe(true);
  expect(found).toEqual([]);
}
