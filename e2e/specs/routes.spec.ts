import { describe, expect, it } from 'vitest';
import { ACCOUNT_SCREENS } from '../support/account-screens';
import { PHONE, sidewaysOverflow } from '../support/browser';
import { useShop } from '../support/fixtures';
import { PUBLIC_SCREENS } from '../support/public-screens';

const shop = useShop();

// Screens that move the visitor on by themselves, and where to (docs/api/screens.md#routes).
const MOVING_ROUTES: Array<{ path: string; heading: RegExp; endsAt: string }> = [
  // A build that cannot be loaded sends the visitor to the pre-builts.
  { path: '/builds/no-such-build', heading: /Pre-Builts/, endsAt: '/prebuilts' },
  // So does a pre-built that cannot be loaded.
  { path: '/prebuilts/gaming/no-such-machine', heading: /Pre-Builts/, endsAt: '/prebuilts' },
  // Pending Email Verification with no pending email goes to /login.
  { path: '/unauthorized', heading: /Login/i, endsAt: '/login' },
  // An unknown transaction is not a success: the failure screen, then the cart.
  { path: '/payment/validate/T123', heading: /Payment Failed!/, endsAt: '/payment/fail/T123' },
  { path: '/payment/fail/T123', heading: /My Cart/, endsAt: '/cart' },
];

const GUARDED_ROUTES = ['/checkout', ...ACCOUNT_SCREENS, '/pc-master-game'];

describe('every screen of the shop answers in the browser', () => {
  // On a phone, as most visitors come: a screen wider than the window makes the whole page slide
  // sideways under the thumb.
  it.each(PUBLIC_SCREENS)(
    "%s shows its screen with a heading, within a phone's width",
    async (path) => {
      const page = await shop.look(path, PHONE);
      await page.locator('main h1').first().waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    },
  );

  it.each(MOVING_ROUTES)('$path moves on to $endsAt', async ({ path, heading, endsAt }) => {
    const page = await shop.look(path);
    await page.waitForURL((url) => url.pathname === endsAt, { timeout: 15_000 });
    await page.locator('main h1').filter({ hasText: heading }).first().waitFor();
  });

  it('shows home for a path the shop does not know, without changing the address', async () => {
    const home = await shop.look('/');
    const homeHeading = await home.locator('main h1').first().textContent();
    const page = await shop.look('/no-such-page/at-all');
    await page.locator('main h1').first().waitFor();
    expect(await page.locator('main h1').first().textContent()).toBe(homeHeading);
    expect(new URL(page.url()).pathname).toBe('/no-such-page/at-all');
  });

  it('scrolls to the top when the visitor moves to another screen', async () => {
    const page = await shop.look('/returns-policy');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page
      .locator('footer')
      .getByRole('link', { name: /shipping policy/i })
      .first()
      .click();
    await page.waitForURL('**/shipping-policy');
    await page.waitForFunction(() => window.scrollY === 0);
  });
});

describe('a visitor who is not logged in', () => {
  it.each(GUARDED_ROUTES)('is sent from %s to /login', async (path) => {
    const page = await shop.look(path);
    await page.waitForURL('**/login');
    await page.locator('main h1').first().waitFor();
  });
});

// docs/decisions/055-the-first-paint-is-in-the-html.md
describe('a public page, for a visitor without a session', () => {
  // `styled`: a rule of the page's own (lazily loaded) stylesheet, so the HTML paints as the app would.
  const PRERENDERED = [
    {
      path: '/',
      heading: 'to fit how you play and create.',
      styled: '.tier-badge',
      title: 'Custom Gaming &amp; Workstation PCs | RigForge',
    },
    {
      path: '/config',
      heading: 'Build Your Own PC',
      styled: '.config-lead',
      title: 'Build Your Own PC | RigForge',
    },
    {
      path: '/prebuilts',
      heading: 'Pre-Builts',
      styled: '.prebuilts-lead',
      title: 'Pre-Builts | RigForge',
    },
    {
      path: '/accessories',
      heading: 'Add-Ons',
      styled: '.accessories-lead',
      title: 'Add-Ons | RigForge',
    },
    { path: '/cart', heading: 'My Cart', styled: '.cart-guest-note', title: 'My Cart | RigForge' },
    {
      path: '/contact-us',
      heading: 'Contact Us',
      styled: '.contact-card',
      title: 'Contact Us | RigForge',
    },
    {
      path: '/video-consultation',
      heading: 'Video Consultation',
      styled: '.careers-points',
      title: 'Video Consultation | RigForge',
    },
  ];

  it.each(PRERENDERED)('$path links the stylesheets of what it shows', async ({ path, styled }) => {
    const html = await (await fetch(new URL(path, shop.baseURL))).text();
    const sheets = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1] as string,
    );
    const css = await Promise.all(
      sheets.map(async (sheet) => (await fetch(new URL(sheet, shop.baseURL))).text()),
    );
    expect(css.some((sheet) => sheet.includes(`${styled}{`) || sheet.includes(`${styled} {`))).toBe(
      true,
    );
  });

  it.each(PRERENDERED)(
    '$path arrives showing its heading and its title, and only then',
    async ({ path, heading, title }) => {
      const anonymous = await (await fetch(new URL(path, shop.baseURL))).text();
      expect(anonymous).toContain('data-prerendered');
      expect(anonymous).toContain(heading);
      expect(anonymous).toContain(`<title>${title}</title>`);
      // A session cookie sends the page that checks the session first.
      const withSession = await (
        await fetch(new URL(path, shop.baseURL), { headers: { cookie: 'sid=not-a-real-session' } })
      ).text();
      expect(withSession).not.toContain('data-prerendered');
      expect(withSession).toContain('Checking your session...');
    },
  );

  it('/accessories arrives drawn with the add-ons, and the answer they came from', async () => {
    const html = await (await fetch(new URL('/accessories', shop.baseURL))).text();
    expect(html).toMatch(/class="accessory-card-title">[^<]+</);
    expect(html).not.toContain('Loading add-ons...');
    expect(html).toContain('<script type="application/json" id="page-data">{"accessories":[');
  });

  it('/cart arrives with the cart loading, never as empty before the browser has read it', async () => {
    const html = await (await fetch(new URL('/cart', shop.baseURL))).text();
    expect(html).toContain('Loading your cart...');
    expect(html).not.toContain('Your cart is empty');
  });

  it('hydrates each page with the heading it arrived with, without an error', async () => {
    // A file, not a page of the shop: nothing of the app runs before the pages under test.
    const page = await shop.visit('/favicon.svg');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { arrived: Element | null }).arrived =
          document.querySelector('main h1');
      });
    });
    for (const { path, title } of PRERENDERED) {
      await page.goto(path);
      // The title it arrived with is the one the screen keeps.
      expect(await page.title(), path).toBe(title.replaceAll('&amp;', '&'));
      const heading = await page.evaluate(() => {
        const arrived = (window as unknown as { arrived: Element | null }).arrived;
        return {
          arrived: arrived?.textContent ?? null,
          kept: arrived !== null && arrived === document.querySelector('main h1'),
        };
      });
      expect(errors, path).toEqual([]);
      expect(heading.arrived, path).not.toBeNull();
      expect(heading.kept, path).toBe(true);
    }
  });
});
