import { readFile } from 'node:fs/promises';
import { MESSAGES, SHOP_EVENTS } from '@shop/domain';
import { describe, expect, inject, it } from 'vitest';
import { uniqueVisitor } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { PHONE, sidewaysOverflow } from '../support/browser';
import { useShop } from '../support/fixtures';
import { shoot, staffSignIn, WIDE } from '../support/staff-console';

// Events are data (docs/decisions/097-events-are-data.md): on the shop every story shares, whose
// clock is today's, staff announce an event, a visitor registers on its page, staff export the
// registration, and the 2025 fest's pages still say it was held.
const shop = useShop();
// Three people and an export, on a machine that may be busy: as long as the other long stories.
const STORY_TIMEOUT = 240_000;

describe('events as data', () => {
  it(
    'staff create a 2026 event; a visitor registers on its page; staff export the registration; the 2025 pages still say the fest was held',
    async () => {
      const slug = `fifa-tournament-2026-${Date.now().toString(36)}`;
      const name = 'FIFA Tournament 2026';
      const staff = await staffSignIn(shop, inject('staffEvents'));
      await staff.getByRole('link', { name: 'Events', exact: true }).click();
      const form = staff.getByRole('region', { name: 'New event' });
      for (const [label, value] of [
        ['Name', name],
        ['Address (/events/…)', slug],
        ['Edition', 'RigForge College Tech Fest 2026'],
        ['Tagline', 'One-on-one football knockouts on RigForge gaming PCs.'],
        ['Date (India)', '2026-12-12'],
        ['Starts', '11:00'],
        ['Ends', '17:30'],
        ['Venue', 'Hall 2, Chennai Trade Centre, Nandambakkam, Chennai 600089'],
        ['Map link', 'https://www.google.com/maps/search/?api=1&query=Chennai+Trade+Centre'],
        ['Description', 'A knockout bracket of six-minute matches on identical gaming PCs.'],
        ['Places (empty: no limit)', '64'],
      ] as const) {
        await form.getByLabel(label, { exact: true }).fill(value);
      }
      await form.getByRole('button', { name: 'Create event' }).click();
      await staff
        .getByRole('button', { name: `Open registration of ${name}` })
        .first()
        .click();
      await staff
        .getByText('Registration is open until the end of Saturday, 12 December 2026.')
        .first()
        .waitFor();
      await shoot(staff, 'events-console-1366');
      await expectAccessible(staff);

      // A visitor on a phone registers on the event's own page.
      const visitor = uniqueVisitor('Arjun', 'Pillai');
      const page = await shop.visit(`/events/${slug}`, PHONE);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page
        .getByText('Registration is open until the end of Saturday, 12 December 2026.')
        .waitFor();
      await page
        .getByLabel('Name', { exact: true })
        .fill(`${visitor.firstName} ${visitor.lastName}`);
      await page.getByLabel('Phone Number', { exact: true }).fill(visitor.phone);
      await page.getByLabel('Email', { exact: true }).fill(visitor.email);
      await shoot(page, 'event-page-375');
      await page.getByRole('button', { name: 'REGISTER' }).click();
      await page.getByText(MESSAGES.events.registered).waitFor();

      // Staff see it among the event's registrations, and the CSV holds it.
      await staff.reload();
      await staff
        .getByRole('button', { name: `Registrations of ${name}` })
        .first()
        .click();
      await staff.getByRole('cell', { name: visitor.email }).waitFor();
      const [download] = await Promise.all([
        staff.waitForEvent('download'),
        staff.getByRole('link', { name: `Export CSV of ${name}` }).click(),
      ]);
      const csv = await readFile(await download.path(), 'utf8');
      expect(csv).toContain(visitor.email);
      expect(csv).toContain(name);
      // Staff close it: its page, sent rendered with the shop's answer, says so at once.
      await staff
        .getByRole('button', { name: `Close registration of ${name}` })
        .first()
        .click();
      await staff
        .getByRole('button', { name: `Open registration of ${name}` })
        .first()
        .waitFor();
      const closed = await shop.look(`/events/${slug}`);
      await closed.getByText(MESSAGES.events.registrationClosed, { exact: true }).waitFor();
      expect(await closed.getByRole('button', { name: 'REGISTER' }).isDisabled()).toBe(true);

      // The console's events fit a phone, as every console page does.
      await staff.setViewportSize(PHONE);
      expect(await sidewaysOverflow(staff)).toBe(0);
      await shoot(staff, 'events-console-375');

      // /ad shows it coming up, and the 2025 pages still say the fest was held.
      const ad = await shop.look('/ad', WIDE);
      await ad.getByRole('region', { name: 'Coming up' }).getByText(name).first().waitFor();
      await shoot(ad, 'ad-1366');
      await ad.setViewportSize(PHONE);
      await shoot(ad, 'ad-375');
      for (const event of Object.values(SHOP_EVENTS)) {
        const held = await shop.look(event.path);
        await held.getByRole('heading', { level: 1, name: event.name }).waitFor();
        await held
          .getByText(
            `${MESSAGES.events.registrationClosed} The event was held on Saturday, 13 December 2025.`,
          )
          .waitFor();
      }
    },
    STORY_TIMEOUT,
  );
});
