import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { DESKTOP, launchChromium, openPage, type Viewport } from './browser';

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
    async visit(path: string, viewport: Viewport = DESKTOP): Promise<Page> {
      if (!browser) throw new Error('Chromium did not start');
      const { context, page } = await openPage(browser, baseURL, viewport);
      contexts.push(context);
      await page.goto(path);
      return page;
    },
  };
}
