import { randomInt } from 'node:crypto';
import { type Browser, type BrowserContext, test as base, type Page } from '@playwright/test';
import { DESKTOP, type Viewport } from '../support/browser';
import type { StoriesStaff } from '../support/global-setup';
import { createStaffAdmin, type RunningShop, startShop } from '../support/shop-server';
import { hydrated } from './support/settle';

export { expect } from '@playwright/test';

/** The web app's sessionStorage flag: once set, the sign-up modal stays shut. */
export const SIGN_UP_MODAL_SEEN_KEY = 'shop.signUpModalSeen';

export type VisitOptions = {
  signUpModal?: boolean;
  pausedClock?: boolean;
  runningClock?: boolean;
  returning?: boolean;
};

/** As support/browser.ts: a fresh context from an address of its own; `goto` waits for hydration. */
async function openPage(browser: Browser, baseURL: string, viewport: Viewport, paused: boolean) {
  const context = await browser.newContext({
    baseURL,
    viewport,
    extraHTTPHeaders: {
      'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    },
  });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!paused) await hydrated(page);
    return response;
  };
  return { context, page };
}

type StaffMember = { email: string; password: string };

export type Shop = {
  readonly baseURL: string;
  readonly staffAdmin: StaffMember;
  look(path: string, viewport?: Viewport): Promise<Page>;
  visit(path: string, viewport?: Viewport, options?: VisitOptions): Promise<Page>;
};

type RunningFilesShop = { baseURL: string; staff: StoriesStaff; stop?: () => Promise<void> };

/**
 * `clockStart` (a file's `test.use`) gives the file's worker a shop of its own whose clock starts
 * then; `staffAdmin` makes that shop a console admin of its own. Without them, the shared shop.
 */
type Options = { clockStart: string | undefined; ownStaffAdmin: boolean };

export const test = base.extend<
  { shop: Shop; staff: StoriesStaff },
  Options & { runningShop: RunningFilesShop; returningVisitor: { page?: Page } }
>({
  clockStart: [undefined, { option: true, scope: 'worker' }],
  ownStaffAdmin: [false, { option: true, scope: 'worker' }],
  runningShop: [
    async ({ clockStart, ownStaffAdmin }, use) => {
      const shared = JSON.parse(process.env.E2E_STAFF ?? '{}') as StoriesStaff;
      if (!clockStart) {
        await use({ baseURL: process.env.E2E_BASE_URL ?? '', staff: shared });
        return;
      }
      let admin: StaffMember | undefined;
      const own: RunningShop = await startShop(
        { CLOCK_START: clockStart },
        ownStaffAdmin
          ? (env) => {
              admin = createStaffAdmin(env);
            }
          : undefined,
      );
      await use({
        baseURL: own.baseURL,
        staff: { ...shared, staffAdmin: admin ?? shared.staffAdmin },
      });
      await own.stop();
    },
    { scope: 'worker' },
  ],
  // One returning visitor per worker: it only looks, logged out, from file to file.
  returningVisitor: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from its first argument.
    async ({}, use) => {
      const holder: { page?: Page } = {};
      await use(holder);
      await holder.page?.context().close();
    },
    { scope: 'worker' },
  ],
  staff: async ({ runningShop }, use) => use(runningShop.staff),
  shop: async ({ browser, runningShop, returningVisitor }, use) => {
    const { baseURL } = runningShop;
    const contexts: BrowserContext[] = [];
    const shop: Shop = {
      baseURL,
      staffAdmin: runningShop.staff.staffAdmin,
      look: (path, viewport = DESKTOP) => shop.visit(path, viewport, { returning: true }),
      async visit(path, viewport = DESKTOP, options = {}) {
        const returning = returningVisitor.page;
        if (options.returning && returning) {
          await returning.setViewportSize(viewport);
          if (new URL(returning.url()).pathname === new URL(path, baseURL).pathname) {
            await returning.goto('about:blank');
          }
          await returning.goto(path);
          return returning;
        }
        const paused = options.pausedClock === true;
        const { context, page } = await openPage(browser, baseURL, viewport, paused);
        if (options.returning) returningVisitor.page = page;
        else contexts.push(context);
        if (!options.signUpModal) {
          await context.addInitScript((key) => {
            try {
              window.sessionStorage.setItem(key, '1');
            } catch {
              // about:blank and other opaque origins have no storage.
            }
          }, SIGN_UP_MODAL_SEEN_KEY);
        }
        if (paused) await page.clock.pauseAt(Date.now() + 60_000);
        else if (options.runningClock) await page.clock.install({ time: Date.now() });
        await page.goto(path);
        return page;
      },
    };
    await use(shop);
    await Promise.all(contexts.map((context) => context.close()));
  },
});
