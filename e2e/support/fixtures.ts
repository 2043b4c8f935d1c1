import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { DESKTOP, launchChromium, openPage, type Viewport } from './browser';

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
};

/**
 * One Chromium for the spec file; each call to `visit` gets a fresh context (no cookies, no storage),
 * closed after the test.
 */
export function useShop() {
  const baseURL = inject('baseURL');
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseURL,
    async visit(
      path: string,
      viewport: Viewport = DESKTOP,
      options: VisitOptions = {},
    ): Promise<Page> {
      if (!browser) throw new Error('Chromium did not start');
      const { context, page } = await openPage(browser, baseURL, viewport);
      contexts.push(context);
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
      if (options.pausedClock) await page.clock.pauseAt(Date.now() + 60_000);
      else if (options.runningClock) await page.clock.install({ time: Date.now() });
      await page.goto(path);
      return page;
    },
  };
}
