import { MESSAGES, SHOP_EVENTS } from '@shop/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpAndVerify, uniqueVisitor } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { PHONE } from '../support/browser';
import { waitForOutboxMessage } from '../support/dev-outbox';
import { useShop } from '../support/fixtures';

const shop = useShop();
const STORY_TIMEOUT = 120_000;

async function fill(scope: Page, label: string, value: string) {
  await scope.getByLabel(label, { exact: true }).fill(value);
}

/** Name, phone and email of a visitor no other test used, typed into the form on the page. */
async function fillContact(page: Page, visitor = uniqueVisitor()) {
  await fill(page, 'Name', `${visitor.firstName} ${visitor.lastName}`);
  await fill(page, 'Phone Number', visitor.phone);
  await fill(page, 'Email', visitor.email);
  return visitor;
}

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []);

/** The lead reached the outbox for the CRM, in the transaction that stored it. */
function crmMessageFor(email: string, note: RegExp) {
  return waitForOutboxMessage(shop.baseURL, {
    to: email,
    channel: 'crm',
    matching: (message) => note.test(message.text),
  });
}

describe('a visitor reaches the shop', () => {
  it('requests a call back from home: the request is stored for the CRM and counted, and the form starts again', async () => {
    const page = await shop.visit('/');
    const form = page.getByRole('form', { name: 'Request a Call Back' });
    await form.scrollIntoViewIfNeeded();
    const defaultDate = await form.getByLabel('Preferred Date').inputValue();
    expect(await form.getByLabel('Preferred Date').getAttribute('min')).toBe(defaultDate);
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await form.getByText(MESSAGES.validation.invalidName).waitFor();
    const visitor = uniqueVisitor('Meena', 'Subramanian');
    await form.getByLabel('Name').fill(`${visitor.firstName} ${visitor.lastName}`);
    await form.getByLabel('Phone Number').fill(visitor.phone);
    await form.getByLabel('Email').fill(visitor.email);
    await form.getByLabel('Additional Details').fill('A streaming PC under ₹1,50,000');
    await form.getByText('30/300').waitFor();
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await form.getByText(MESSAGES.leads.callbackSubmitted).waitFor();
    expect(await dataLayer(page)).toContainEqual(
      expect.objectContaining({ event: 'lead_form_submission', formType: 'callback_Request' }),
    );
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    expect(await form.getByLabel('Additional Details').inputValue()).toBe('Call Back Requested');
    const message = await crmMessageFor(visitor.email, /Callback requested for/);
    expect(message.text).toContain('A streaming PC under ₹1,50,000');
    await expectAccessible(page);
  });

  it(
    'requests a call back from /contact-us, finds the outlet and the grievance officer, and is taken home',
    async () => {
      const page = await shop.visit('/contact-us', PHONE, { runningClock: true });
      await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
      const officer = page.getByRole('region', { name: 'Grievance Officer' });
      await officer.getByText('within 48 hours').waitFor();
      await page
        .getByRole('region', { name: 'Visit our outlet' })
        .getByText('Opening hours')
        .waitFor();
      await expectAccessible(page);
      const visitor = await fillContact(page);
      await page.getByRole('button', { name: 'SUBMIT' }).click();
      await page.getByText(MESSAGES.leads.callbackSubmitted).waitFor();
      await page.clock.fastForward(2_000);
      await page.waitForURL((url) => url.pathname === '/');
      await crmMessageFor(visitor.email, /Callback requested for/);
    },
    STORY_TIMEOUT,
  );

  it('books a video consultation', async () => {
    const page = await shop.visit('/video-consultation', undefined, { runningClock: true });
    await page.getByRole('heading', { level: 1, name: 'Video Consultation' }).waitFor();
    await expectAccessible(page);
    const visitor = await fillContact(page);
    await fill(page, 'Additional Details', 'Show me a 3D rendering workstation');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByText(MESSAGES.leads.consultationSubmitted).waitFor();
    expect(await dataLayer(page)).toContainEqual(
      expect.objectContaining({ event: 'lead_form_submission', formType: 'video_consultation' }),
    );
    await page.clock.fastForward(2_000);
    await page.waitForURL((url) => url.pathname === '/');
    await crmMessageFor(visitor.email, /Video consultation requested for/);
  });

  it('applies for a job', async () => {
    const page = await shop.visit('/careers', PHONE);
    await page.getByRole('heading', { level: 1, name: 'Careers' }).waitFor();
    await expectAccessible(page);
    const visitor = await fillContact(page);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByText(MESSAGES.validation.descriptionRequired).waitFor();
    await fill(page, 'About you and the role you want', 'Five years of custom loop builds.');
    // The refusal clears and the button returns after 2 s.
    await page.getByRole('button', { name: 'SUBMIT' }).click({ timeout: 5_000 });
    await page.getByText(MESSAGES.leads.applicationSubmitted).waitFor();
    await crmMessageFor(visitor.email, /Job application: Five years/);
  });

  it(
    "finds that the fest is over: each event's page keeps its details, says registration has closed and takes none, and the shop refuses one sent anyway",
    async () => {
      for (const event of Object.values(SHOP_EVENTS)) {
        const page = await shop.look(
          event.path,
          event.path === '/fifa-tournament' ? PHONE : undefined,
        );
        await page.getByRole('heading', { level: 1, name: event.name }).waitFor();
        await page
          .getByText(
            `${MESSAGES.events.registrationClosed} The event was held on Saturday, 13 December 2025.`,
          )
          .waitFor();
        await page.getByText(event.location).first().waitFor();
        expect(await page.getByRole('button', { name: 'REGISTER' }).isDisabled()).toBe(true);
        expect(await page.getByLabel('Name', { exact: true }).isDisabled()).toBe(true);
        if (event.path === '/ad') await expectAccessible(page);
      }
      const fifa = SHOP_EVENTS['fifa-tournament'];
      const visitor = uniqueVisitor('Karthik', 'Iyer');
      const late = await fetch(`${shop.baseURL}/api/formData`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: shop.baseURL },
        body: JSON.stringify({
          eventName: fifa.name,
          eventDate: fifa.date,
          eventLocation: fifa.location,
          eventLocationLink: fifa.locationLink,
          name: `${visitor.firstName} ${visitor.lastName}`,
          number: visitor.phone,
          email: visitor.email,
        }),
      });
      expect(late.status).toBe(409);
      expect(await late.json()).toEqual({
        code: 'REGISTRATION_CLOSED',
        message: MESSAGES.events.registrationClosed,
      });
    },
    STORY_TIMEOUT,
  );

  it(
    'as a signed-in customer, reads a policy and clicks Contact Us, and the CRM hears of both',
    async () => {
      const visitor = uniqueVisitor('Ravi', 'Kumar');
      const page = await shop.visit('/');
      await signUpAndVerify(page, shop.baseURL, visitor);
      await page.goto('/privacy-policy');
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      await crmMessageFor(visitor.email, /policy viewed/);
      await page.locator('footer').getByRole('link', { name: 'Contact Us' }).click();
      await page.waitForURL('**/contact-us');
      await crmMessageFor(visitor.email, /contact link clicked/);
    },
    STORY_TIMEOUT,
  );
});
