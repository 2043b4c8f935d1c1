import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, logOut, uniqueVisitor } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { PHONE } from '../support/browser';
import { signUpReadyToPay } from '../support/checkout';
import { useShop } from '../support/fixtures';
import { scrollThroughThePage } from '../support/settle';

const shop = useShop();
const STORY_TIMEOUT = 150_000;

const heading = (page: Page, name: string | RegExp, level = 1) =>
  page.getByRole('heading', { level, name });

describe('a guest buys a pre-built gaming PC', () => {
  it(
    'finds a gaming PC for ₹1,00,000 on /prebuilts, opens it, logs in, adds it, pays in the sandbox and sees it on /orders',
    async () => {
      // An account made beforehand: the story starts logged out.
      const visitor = uniqueVisitor('Nikhil', 'Menon');
      const page = await shop.visit('/');
      await signUpReadyToPay(page, shop.baseURL, visitor);
      await logOut(page);

      // The finder: gaming and ₹1,00,000 are the defaults.
      await page.goto('/prebuilts');
      await heading(page, 'Pre-Builts').waitFor();
      expect(await page.getByRole('button', { name: 'Gaming' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect(await page.getByRole('slider', { name: 'Budget' }).inputValue()).toBe('100000');
      await page.getByRole('button', { name: 'Find My PC' }).click();
      const results = page.getByRole('list', { name: 'Matching pre-built PCs' });
      await heading(page, /Gaming PCs? for ₹1,00,000/, 2).waitFor();
      const first = results.getByRole('article').first();
      const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
      expect(name).not.toBe('');
      expect(await first.getByText(/^(Elite|Pro|Master) PC$/).count()).toBe(1);
      await expectAccessible(page);

      // Its page: price, tabs and the estimated FPS with the method one click away.
      await first.getByRole('link', { name: `View Details of ${name}` }).click();
      await heading(page, name).waitFor();
      const detailUrl = page.url();
      expect(new URL(detailUrl).pathname).toMatch(/^\/prebuilts\/gaming\/[\w-]+$/);
      await page.getByRole('tab', { name: 'Benchmarks' }).click();
      await page.getByRole('heading', { name: 'Estimated FPS' }).waitFor();
      await page.getByRole('button', { name: 'How we estimate' }).click();
      await page.getByText(/Frame times add up/).waitFor();
      await expectAccessible(page);

      // Logs in, comes back and adds it.
      await logIn(page, visitor.email);
      await page.goto(detailUrl);
      await heading(page, name).waitFor();
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page.getByText('Item added to cart!').waitFor();
      await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();

      // Checkout with the saved address; the sandbox says Success.
      await page.goto('/cart');
      await page.getByRole('listitem', { name: new RegExp(`^${name} \\(`) }).waitFor();
      await page.getByRole('button', { name: 'Checkout', exact: true }).click();
      await page.waitForURL('**/checkout');
      await page.getByRole('button', { name: /^Home/ }).click();
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      await page.waitForURL('**/payment/sandbox/**');
      await page.getByRole('button', { name: 'Success', exact: true }).click();
      await heading(page, 'Payment Success!').waitFor();

      // My Orders: the pre-built, with PC Info.
      await page.waitForURL('**/orders', { timeout: 10_000 });
      const order = page.getByRole('article', { name: /^Order OD-/ });
      await order
        .getByRole('heading', { name: new RegExp(`^${name} \\((Elite|Pro|Master) PC\\)$`) })
        .waitFor();
      await order.getByRole('button', { name: 'PC Info' }).click();
      const spec = page.getByRole('dialog', { name: 'PC Specification' });
      await spec.getByRole('tab', { name: 'Benchmarks' }).click();
      await spec.getByRole('heading', { name: 'Estimated FPS' }).waitFor();
    },
    STORY_TIMEOUT,
  );
});

describe('home', () => {
  it("shows a pre-built for the visitor's budget and tells a guest who adds it to log in", async () => {
    const page = await shop.visit('/');
    const finder = page.getByRole('region', { name: 'Find your pre-built' });
    const machine = finder.getByRole('article');
    await machine.getByRole('heading', { level: 3 }).waitFor();
    await machine.getByRole('button', { name: 'Add To Cart' }).click();
    await finder.getByText('Please login to add to cart!').waitFor();

    // Another use case brings another machine.
    const before = await machine.getByRole('heading', { level: 3 }).textContent();
    await finder.getByRole('button', { name: 'Architecture' }).click();
    await expect
      .poll(() => machine.getByRole('heading', { level: 3 }).textContent(), { timeout: 10_000 })
      .not.toBe(before);
  });

  it('plays the hero video once the page has loaded, and not for a visitor asking for less motion', async () => {
    const page = await shop.visit('/');
    const video = page.locator('video.home-hero-video');
    expect(await video.getAttribute('poster')).toMatch(/^\/assets\/hero-[0-9a-f]+\.webp$/);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0.2);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);

    const still = await shop.visit('/');
    await still.emulateMedia({ reducedMotion: 'reduce' });
    await still.reload();
    await still.locator('main h1').first().waitFor();
    // The same wait the video would have had: the load, then the browser idle.
    await still.evaluate(
      () => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 3_000 })),
    );
    expect(await still.locator('video.home-hero-video').getAttribute('src')).toBeNull();
  });

  it('switches the FAQ tabs and shows the reviews, on a phone too', async () => {
    const page = await shop.visit('/', PHONE);
    const faq = page.getByRole('region', { name: 'Questions we are often asked' });
    await faq.getByRole('tab', { name: 'Support' }).click();
    const support = faq.getByRole('tabpanel', { name: 'Support' });
    await support.getByRole('button', { name: 'How do I get help with my PC?' }).click();
    await support.getByText(/within 24-48 hours/).waitFor();
    await faq.getByRole('tab', { name: 'Orders' }).click();
    await faq.getByRole('tabpanel', { name: 'Orders' }).waitFor();
    expect(await support.isVisible()).toBe(false);

    const reviews = page.getByRole('list', { name: 'Customer reviews' });
    await reviews.getByRole('article').first().waitFor();
    expect(await reviews.getByRole('article').count()).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Scroll reviews right' }).click();
    await expect.poll(() => reviews.evaluate((track) => track.scrollLeft)).toBeGreaterThan(0);
    await expectAccessible(page);
  });

  it('hides the reviews section when the reviews cannot be had', async () => {
    const page = await shop.visit('/');
    let refused: () => void = () => {};
    const reviewsRefused = new Promise<void>((done) => {
      refused = done;
    });
    await page.route('**/api/getReviews', async (route) => {
      await route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Reviews are not available right now',
          code: 'REVIEWS_UNAVAILABLE',
        }),
      });
      refused();
    });
    await page.reload();
    // The reviews ask for their data once near the screen (decision 117): the visitor reads on.
    await scrollThroughThePage(page);
    await page.getByRole('heading', { name: 'Authorised Partner' }).waitFor();
    await page.getByRole('heading', { name: 'Questions we are often asked' }).waitFor();
    await reviewsRefused;
    // The query asks once more after a refusal, showing "Loading reviews..." until it gives up.
    await expect
      .poll(
        async () => ({
          heading: await page.getByRole('heading', { name: 'What our customers say' }).count(),
          loading: await page.getByText('Loading reviews...').count(),
        }),
        { timeout: 10_000 },
      )
      .toEqual({ heading: 0, loading: 0 });
  });
});
