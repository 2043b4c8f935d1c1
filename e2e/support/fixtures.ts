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
      await page.goto(path);
      return page;
    },
  };
}
