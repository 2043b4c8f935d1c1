import type { Page } from '@playwright/test';
import { PHONE } from '../../support/browser';
import { expect, SIGN_UP_MODAL_SEEN_KEY, test } from '../fixtures';
import { hydrated, pageIdle, runClockUntil, runToFirstFrame } from '../support/settle';

const SIGN_UP_MODAL_DELAY_MS = 7_000;

// The spinner's label while the app asks the server who the visitor is.
const CHECKING_SESSION = 'Checking your session...';

/** Whether the modal has been opened in this browser session (docs/api/screens.md#sign-up-modal). */
const seenThisSession = (page: Page) =>
  page.evaluate((key) => window.sessionStorage.getItem(key) !== null, SIGN_UP_MODAL_SEEN_KEY);

const modal = (page: Page) => page.getByRole('dialog', { name: 'Join RigForge' });

/** The dialog, its backdrop and its hold on the page's scrolling are all gone. */
const modalGone = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector('[role="dialog"], .modal-backdrop') === null &&
      !document.body.classList.contains('modal-open'),
  );

/** The page's own time, which only moves when the story runs its clock. */
const pageTime = (page: Page) => page.evaluate(() => Date.now());

/**
 * Waits, under a paused clock, until the app has started on the page's first frame, the page shows
 * its screen, has hydrated and has checked the session (the modal is for logged-out visitors only),
 * and the modal has set its timer; answers how long the page's clock has run since the app started,
 * which the modal's timer has run too. React commits a part whose code arrived after a placeholder
 * showed (home's callback form) at least 300 ms after it, on a timer of its own, so the story runs
 * the page's clock a frame at a time until the page has hydrated; the data layer answers through
 * zero-delay timers, which are run as they come.
 */
async function loadedOnThePageClock(page: Page): Promise<number> {
  // The modal asks for its dialog's code as it sets its timer, once the page has hydrated; React
  // runs that after the page shows as hydrated, so the story waits for the request itself.
  const timerSet = page.waitForRequest(/\/assets\/sign-up-dialog-[\w-]+\.js$/, { timeout: 30_000 });
  await runToFirstFrame(page);
  const appStarted = await pageTime(page);
  await timerSet;
  await runClockUntil(page, () =>
    page.evaluate(() => !document.getElementById('root')?.hasAttribute('data-prerendered')),
  );
  await hydrated(page);
  const checkingSession = page.getByText(CHECKING_SESSION, { exact: true });
  await expect
    .poll(
      async () => {
        await page.clock.runFor(0);
        return (
          (await page.locator('main h1').first().isVisible()) && !(await checkingSession.count())
        );
      },
      { timeout: 30_000, intervals: [100] },
    )
    .toBe(true);
  return (await pageTime(page)) - appStarted;
}

test.describe('the sign-up modal asks logged-out visitors to join', () => {
  test('opens 7 s after load, links to /login, and does not open again in the same session', async ({
    shop,
  }) => {
    const page = await shop.visit('/', PHONE, { signUpModal: true, pausedClock: true });
    const elapsed = await loadedOnThePageClock(page);
    await page.clock.runFor(SIGN_UP_MODAL_DELAY_MS - 1 - elapsed);
    await pageIdle(page);
    expect(await modal(page).count()).toBe(0);
    expect(await seenThisSession(page)).toBe(false);
    await page.clock.runFor(1);
    // It opens now: the visitor is marked as having seen it this session.
    await expect.poll(() => seenThisSession(page), { timeout: 10_000 }).toBe(true);
    // The dialog's code may still be on its way on a busy machine, and React shows a part whose
    // code arrived late on a timer of its own: the story runs the page's clock until it shows.
    await runClockUntil(page, () => modal(page).isVisible());
    await modal(page).getByRole('link', { name: 'Create a free account' }).click();
    await page.waitForURL('**/login');
    // Gone, and the page usable again: no backdrop left over it, and it scrolls.
    await runClockUntil(page, () => modalGone(page));

    // The next page runs on real time, up to the modal's delay and past it.
    await page.clock.resume();
    await page.goto('/accessories');
    await page.locator('main h1').first().waitFor();
    await page
      .getByRole('status', { name: 'Checking your session...' })
      .waitFor({ state: 'detached' });
    await page.clock.runFor(SIGN_UP_MODAL_DELAY_MS + 1_000);
    await pageIdle(page);
    expect(await modal(page).count()).toBe(0);
  });

  test('stays out of the way of the other browser stories', async ({ shop }) => {
    const page = await shop.visit('/', undefined, { pausedClock: true });
    const elapsed = await loadedOnThePageClock(page);
    await page.clock.runFor(SIGN_UP_MODAL_DELAY_MS + 500 - elapsed);
    await pageIdle(page);
    expect(await modal(page).count()).toBe(0);
  });
});
