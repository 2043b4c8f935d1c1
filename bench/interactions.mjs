// Click to next paint, as a visitor on a phone feels it: the shop's interactions in Chromium with its CPU
// slowed four times, as Lighthouse's mobile preset assumes a phone is, each timed by the browser's Event
// Timing (an event's duration runs from the tap to the first paint after its handlers have run)
// (docs/decisions/077-interactions-measured.md).
import { CONFIGURATOR_SECTIONS, FIELD_LABELS } from '@shop/domain';
import { chromium } from 'playwright-core';

/** How much slower than this machine Lighthouse's mobile preset takes a phone to be. */
export const CPU_SLOWDOWN = 4;

/** Event Timing reports no event shorter than this: a step with none took less. */
const SHORTEST_REPORTED_MS = 16;

/** Collects, in the page, the longest event of every interaction, from the first byte on. */
function recordInteractions() {
  window.__interactionMs = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__interactionMs.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Resolves once the page has run every task already queued and painted after them. */
function idle(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        scheduler.postTask(() => requestAnimationFrame(() => setTimeout(resolve, 0)), {
          priority: 'background',
        }),
      ),
  );
}

/** Runs `act` and answers the longest event its interaction had, in ms. */
async function timed(page, act) {
  await page.evaluate(() => {
    window.__interactionMs = [];
  });
  await act();
  await idle(page);
  // Event Timing reports an entry once the frame after it has been presented: give it that frame.
  await idle(page);
  const durations = await page.evaluate(() => window.__interactionMs);
  return Math.max(SHORTEST_REPORTED_MS - 1, ...durations);
}

async function hydratedPage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(() => sessionStorage.setItem('shop.signUpModalSeen', '1'));
  await context.addInitScript(recordInteractions);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  await page.waitForFunction(
    () => !document.getElementById('root')?.hasAttribute('data-prerendered'),
    null,
    {
      timeout: 60_000,
    },
  );
  await idle(page);
  return page;
}

/**
 * Every field of the configurator in turn, its first choice, as e2e/support/configurator.ts takes it:
 * a few choices are buttons, tapped; the rest a drop-down, keyed (a drop-down's list is the
 * browser's, outside the page).
 */
async function configuratorSteps(browser, baseUrl) {
  const page = await hydratedPage(browser, `${baseUrl}/config`);
  const steps = [];
  for (const section of CONFIGURATOR_SECTIONS) {
    for (const field of section.fields) {
      const label = FIELD_LABELS[field];
      const select = page.getByRole('combobox', { name: label, exact: true, disabled: false });
      const group = page.getByRole('group', { name: label, exact: true });
      // An enabled drop-down or the buttons; the drop-down may be disabled again for a moment while
      // the choices above it are drawn again.
      let isSelect = false;
      for (;;) {
        await select.or(group).first().waitFor({ timeout: 30_000 });
        isSelect = (await select.count()) > 0;
        if (isSelect || (await group.count()) > 0) break;
      }
      const ms = isSelect
        ? await timed(page, async () => {
            await select.focus();
            await page.keyboard.press('ArrowDown');
          })
        : await timed(page, () => group.locator('label').first().click());
      steps.push([`configurator: ${label}`, ms]);
      await (isSelect
        ? page.waitForFunction((name) => {
            const field = [...document.querySelectorAll('select')].find(
              (each) => each.labels?.[0]?.textContent === name,
            );
            return field && field.value !== '';
          }, label)
        : group.locator('input:checked').waitFor({ state: 'attached' }));
    }
  }
  await page.context().close();
  return steps;
}

async function prebuiltTabSteps(browser, baseUrl, path) {
  const page = await hydratedPage(browser, `${baseUrl}${path}`);
  await page.getByRole('tab').first().waitFor({ timeout: 30_000 });
  const steps = [];
  for (const tab of await page.getByRole('tab').all()) {
    if ((await tab.getAttribute('aria-selected')) === 'true') continue;
    steps.push([
      `pre-built's tab: ${await tab.textContent()}`,
      await timed(page, () => tab.click()),
    ]);
  }
  await page.context().close();
  return steps;
}

async function addOnSteps(browser, baseUrl) {
  const page = await hydratedPage(browser, `${baseUrl}/accessories?category=monitor`);
  const add = page.getByRole('button', { name: /^Add .* to cart$/ }).first();
  const ms = await timed(page, () => add.click());
  await page.context().close();
  return [['add-on: Add To Cart', ms]];
}

/**
 * The configurator's fields chosen one after another, each tab of a pre-built's page, and an add-on
 * added, in a fresh Chromium with the CPU slowed; answers each step with its click-to-paint in ms.
 */
export async function measureInteractions({ baseUrl, chromePath, chromeFlags, prebuiltPath }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    return [
      ...(await configuratorSteps(browser, baseUrl)),
      ...(await prebuiltTabSteps(browser, baseUrl, prebuiltPath)),
      ...(await addOnSteps(browser, baseUrl)),
    ];
  } finally {
    await browser.close();
  }
}
