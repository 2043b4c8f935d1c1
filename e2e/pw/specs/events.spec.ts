import type { Page } from '@playwright/test';
import { MESSAGES, SHOP_EVENTS } from '@shop/domain';
import { uniqueVisitor } from '../../support/accounts';
import { PHONE } from '../../support/browser';
import { waitForOutboxMessage } from '../../support/dev-outbox';
import { test } from '../fixtures';
import { expectAccessible } from '../support/axe';

// The fest's day has passed by the shop every other story uses, so the registrations are made
// with a shop of this file's own whose clock starts before it: 10 AM on 1 December 2025 in India
// (docs/decisions/073-an-event-over-takes-no-registrations.md).
test.use({ clockStart: '2025-12-01T10:00:00+05:30' });
const STORY_TIMEOUT = 120_000;

/** Name, phone and email of a visitor no other test used, typed into the form on the page. */
async function fillContact(page: Page, visitor = uniqueVisitor()) {
  await page.getByLabel('Name', { exact: true }).fill(`${visitor.firstName} ${visitor.lastName}`);
  await page.getByLabel('Phone Number', { exact: true }).fill(visitor.phone);
  await page.getByLabel('Email', { exact: true }).fill(visitor.email);
  return visitor;
}

test.describe('before the fest', () => {
  test.describe.configure({ timeout: STORY_TIMEOUT });
  test('a student registers for the fest and each contest, once each', async ({ shop }) => {
    const visitor = uniqueVisitor('Divya', 'Narayanan');
    for (const event of Object.values(SHOP_EVENTS)) {
      const page = await shop.visit(event.path);
      await page.getByRole('heading', { level: 1, name: event.name }).waitFor();
      await page
        .getByText('Registration is open until the end of Saturday, 13 December 2025.')
        .waitFor();
      if (event.path === '/ad') await expectAccessible(page);
      await fillContact(page, visitor);
      await page.getByRole('button', { name: 'REGISTER' }).click();
      await page.getByText('Registered Sucessfully').waitFor();
      await waitForOutboxMessage(shop.baseURL, {
        to: visitor.email,
        channel: 'crm',
        matching: (message) => message.text.includes(`Registered for ${event.name}`),
      });
    }
    const again = await shop.visit(SHOP_EVENTS['fifa-tournament'].path, PHONE);
    await fillContact(again, { ...visitor, email: `other.${visitor.email}` });
    await again.getByRole('button', { name: 'REGISTER' }).click();
    await again.getByText(MESSAGES.events.alreadyRegistered).waitFor();
    await expectAccessible(again);
  });
});
