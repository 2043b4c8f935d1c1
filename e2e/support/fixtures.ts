import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { DESKTOP, launchChromium, openPage, pauseClock, type Viewport } from './browser';
import { keepFailureRecord, watchForPageProblems } from './failure-record';
import { createStaffAdmin, type RunningShop, startShop } from './shop-server';

/**
 * The web app's sessionStorage flag (apps/web/src/features/auth/components/sign-up-modal.tsx):
 * once set, the sign-up modal that greets logged-out visitors after 7 s stays shut.
 */
export const SIGN_UP_MODAL_SEEN_KEY = 'shop.signUpModalSeen';

export type VisitOptions = {
  /** Let the sign-up modal open as it does for real visitors; by default it never gets in the way. */
  signUpModal?: boolean;
  /**
   * Load the page with its clock paused: its timers fire only when the test runs the clock
   * (`page.clock.runFor`), so timed behaviour is checked without waiting for it.
   */
  pausedClock?: boolean;
  /**
   * Load the page on the browser's clock, running from now, so the test can move it on
   * (`page.clock.fastForward`). Installed before the page loads: a screen rendered while the
   * clock is being installed afterwards can read a time of 0.
   */
  runningClock?: boolean;
  /**
   * Keep the visitor for the rest of the spec file: later `visit` calls with `returning` go on in
   * the same browser (its cache warm, its storage kept) instead of a fresh one. For stories that
   * only look, never sign in or change what the visitor holds.
   */
  returning?: boolean;
};

/**
 * One Chromium for the spec file; each call to `visit` gets a fresh context (no cookies, no storage),
 * closed after the test, unless the visitor is a returning one. The shop is the one every spec
 * file shares, unless `clockStart` asks for one of the file's own whose clock starts then (an ISO
 * 8601 time: CLOCK_START), for stories set at another time than now.
 */
export function useShop({
  clockStart,
  staffAdmin: withStaffAdmin,
}: {
  clockStart?: string;
  /** The file's own shop gets a console admin of its own (staffSignIn then signs in there). */
  staffAdmin?: boolean;
} = {}) {
  let baseURL = inject('baseURL');
  let ownShop: RunningShop | undefined;
  let ownAdmin: { email: string; password: string } | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  let returningVisitor: Page | undefined;

  beforeAll(async () => {
    const [started] = await Promise.all([
      clockStart
        ? startShop(
            { CLOCK_START: clockStart },
            withStaffAdmin
              ? (env) => {
                  ownAdmin = createStaffAdmin(env);
                }
              : undefined,
          )
        : undefined,
      launchChromium().then((launched) => {
        browser = launched;
      }),
    ]);
    if (started) {
      ownShop = started;
      baseURL = started.baseURL;
    }
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      const returning = returningVisitor ? [returningVisitor.context()] : [];
      const record = await keepFailureRecord({ file: task.file.name, name: task.name }, [
        ...contexts,
        ...returning,
      ]);
      console.log(`Failed story "${task.name}". ${record}`);
    }
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await returningVisitor?.context().close();
    await browser?.close();
    await ownShop?.stop();
  });

  const shop = {
    /** Read once the spec's hooks have run: a shop of the file's own starts in beforeAll. */
    get baseURL() {
      return baseURL;
    },
    /** The console's admin of this shop. */
    get staffAdmin() {
      return ownAdmin ?? inject('staffAdmin');
    },
    /**
     * A visitor who only looks, logged out: every `look` in the spec file is the same returning
     * visitor going from screen to screen (a full page load each, the cache warm) rather than a
     * new browser each time.
     */
    look(path: string, viewport: Viewport = DESKTOP): Promise<Page> {
      return shop.visit(path, viewport, { returning: true });
    },
    async visit(
      path: string,
      viewport: Viewport = DESKTOP,
      options: VisitOptions = {},
    ): Promise<Page> {
      if (!browser) throw new Error('Chromium did not start');
      if (options.returning && returningVisitor) {
        await returningVisitor.setViewportSize(viewport);
        // The same address again would be a reload, which puts back the scroll position.
        if (new URL(returningVisitor.url()).pathname === new URL(path, baseURL).pathname) {
          await returningVisitor.goto('about:blank');
        }
        await returningVisitor.goto(path);
        return returningVisitor;
      }
      const { context, page } = await openPage(browser, baseURL, viewport);
      watchForPageProblems(context);
      if (options.returning) returningVisitor = page;
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
      // A minute ahead, as the clock only moves forward; the page's time starts there.
      if (options.pausedClock) await pauseClock(page, Date.now() + 60_000);
      else if (options.runningClock) await page.clock.install({ time: Date.now() });
      await page.goto(path);
      return page;
    },
  };
  return shop;
}
