import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Resolves once the page has run every task already queued, and those they queue in turn: React
 * renders in ordinary tasks, and Chromium runs a background-priority task only when none is left.
 * A check that something did *not* happen is made after this, never after a fixed wait.
 */
export async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const { scheduler } = globalThis as unknown as {
          scheduler: { postTask(task: () => void, options: { priority: 'background' }): unknown };
        };
        scheduler.postTask(resolve, { priority: 'background' });
      }),
  );
}

/**
 * Scrolls the window to `y` at once (not smoothly), then waits until the page has handled the
 * scroll event and rendered what it changed.
 */
export async function scrollPageTo(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve, reject) => {
        if (Math.round(window.scrollY) === top) {
          reject(new Error(`The page is already at ${top} px`));
          return;
        }
        // Added after the page's own listeners, so it runs after them.
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top, behavior: 'instant' });
      }),
    y,
  );
  await pageIdle(page);
}

/**
 * Scrolls the window down a window's height at a time to the end of the page, letting the page
 * handle each step, then back to the top: each part of a page sent as HTML that hydrates only once
 * near the screen (home's lower sections, the footer) has then been asked to.
 */
export async function scrollThroughThePage(page: Page): Promise<void> {
  for (;;) {
    const atTheEnd = await page.evaluate(() => {
      const end = document.documentElement.scrollHeight - window.innerHeight;
      if (window.scrollY >= end - 1) return true;
      window.scrollTo({
        top: Math.min(end, window.scrollY + window.innerHeight),
        behavior: 'instant',
      });
      return false;
    });
    // The browser notes what came into view when it next draws a frame, not when it scrolls.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await pageIdle(page);
    if (atTheEnd) break;
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await pageIdle(page);
}

/**
 * Waits until a Bootstrap modal, offcanvas or collapse has finished opening: it has its `show`
 * class and no CSS transition is left running on the page (the fade or slide has settled).
 * Checked again on every class change and every transition's end, so no timer is involved.
 */
export async function waitUntilShown(element: Locator): Promise<void> {
  await element.waitFor();
  await element.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const settled = () =>
          node.classList.contains('show') &&
          !node.classList.contains('collapsing') &&
          !node.classList.contains('offcanvas-toggling') &&
          !document.getAnimations().some((animation) => animation instanceof CSSTransition);
        const observer = new MutationObserver(() => check());
        const check = () => {
          if (!settled()) return;
          observer.disconnect();
          document.removeEventListener('transitionend', check, true);
          document.removeEventListener('transitioncancel', check, true);
          resolve();
        };
        observer.observe(node, { attributes: true, attributeFilter: ['class'] });
        document.addEventListener('transitionend', check, true);
        document.addEventListener('transitioncancel', check, true);
        check();
      }),
  );
}

/**
 * Resolves once a prerendered page has hydrated: React 19's `hydrateRoot` hydrates it a part at a
 * time, and its #root loses the data-prerendered mark once every part has, but those waiting to
 * come near the screen (`HydrationMark`, docs/decisions/075 and 117). At once on a page drawn in the browser.
 * Checked from here, on real time; a page whose clock a story holds must first be run to its first
 * frame (runToFirstFrame).
 */
export async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.getElementById('root')?.hasAttribute('data-prerendered') ?? false,
        ),
      { timeout: 30_000, interval: 50 },
    )
    .toBe(false);
}

/** Frames come every 16 ms of a page's clock. */
const FRAME_MS = 16;

/**
 * On a page whose clock a story holds, the app starts on the first frame after the page has painted
 * (apps/web/src/main.tsx), and then asks for its scripts. Runs the page's clock a millisecond at a
 * time until it has, so that the page's time is then the moment the app started.
 */
export async function runToFirstFrame(page: Page): Promise<void> {
  const started = () =>
    page.evaluate(() => document.querySelector('link[rel="modulepreload"]') !== null);
  for (let ms = 0; ms <= FRAME_MS; ms++) {
    if (await started()) return;
    await page.clock.runFor(1);
  }
  if (!(await started())) throw new Error('the app did not start on the first frame');
}

/**
 * On a page whose clock a story holds, runs that clock a frame at a time until `holds` does: what
 * the page then does on its timers and frames (a fade's stand-in timer, React showing a part whose
 * code arrived late) happens as the story asks, however slowly the machine gives real time to the
 * page. Checked first, so no time passes when it already holds.
 */
export async function runClockUntil(page: Page, holds: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await holds()) return true;
        await page.clock.runFor(FRAME_MS);
        return false;
      },
      { timeout: 30_000, interval: 50 },
    )
    .toBe(true);
}
