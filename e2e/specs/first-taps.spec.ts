// A visitor on a slow phone taps a button or a choice the moment it is drawn, and the shop answers
// it: a tap before the app has started is held by the page's first, inline script and handed to the app, a tap on
// a part React has not hydrated yet hydrates it first (docs/decisions/076-no-first-tap-lost.md).
import { FIELD_LABELS } from '@shop/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inStockAddOn } from '../support/add-ons';
import { PHONE } from '../support/browser';
import { useShop } from '../support/fixtures';

const shop = useShop();

/** How much slower than this machine the phone runs: a cheap phone's, beyond Lighthouse's four. */
const CPU_SLOWDOWN = 6;
const LOADS_EACH = 10;
/** Loads of each kind side by side: six phones at a sixth of the time each share a core. */
const LOADS_AT_ONCE = 2;

/** A fresh visitor's phone, its CPU slowed, at `path`: nothing waited for but the first bytes. */
async function freshPhoneAt(path: string): Promise<Page> {
  const page = await shop.visit('/favicon.svg', PHONE);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // The frame's own goto: the page's waits for it to hydrate (support/browser.ts), and the tap
  // must not.
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
  return page;
}

/**
 * Taps `control` the moment it is on screen, as a visitor would: not waiting, as a click of the
 * test's own would, for it to have stood still for two frames.
 */
async function tapAtOnce(control: Locator): Promise<void> {
  await control.waitFor({ state: 'visible', timeout: 60_000 });
  await control.click({ force: true });
}

/** Taps an add-on's Add To Cart on the page sent as HTML; answers whether the card said it was added. */
async function addOnTapped(path: string, itemShort: string): Promise<boolean> {
  const page = await freshPhoneAt(path);
  const card = page.getByRole('article', { name: itemShort, exact: true });
  await tapAtOnce(card.getByRole('button', { name: `Add ${itemShort} to cart` }));
  return answered(page, inCart(page));
}

/** Taps Add To Cart on a pre-built's page as soon as it is drawn. */
async function prebuiltTapped(): Promise<boolean> {
  const page = await freshPhoneAt('/prebuilts/gaming/gaming-strike-5060');
  await tapAtOnce(page.getByRole('button', { name: 'Add To Cart' }).first());
  return answered(page, inCart(page));
}

/**
 * The navbar's cart link once it counts the item: it stays, where "Item added to cart!" shows for
 * 2 s, which a page busy hydrating on a slowed CPU may show and take down between two looks.
 */
function inCart(page: Page): Locator {
  return page.getByRole('link', { name: 'Cart, 1 item', exact: true });
}

/** Taps the configurator's first choice as soon as it is drawn. */
async function choiceTapped(): Promise<boolean> {
  const page = await freshPhoneAt('/config');
  const group = page.getByRole('group', { name: FIELD_LABELS.platform, exact: true });
  await tapAtOnce(group.locator('label').first());
  return answered(page, group.getByRole('radio').first().and(page.locator(':checked')));
}

/**
 * Whether what the tap should bring shows within a generous wait; the phone is put away then, so
 * the next loads do not share the machine with it.
 */
async function answered(page: Page, answer: Locator): Promise<boolean> {
  try {
    await answer.waitFor({ state: 'attached', timeout: 60_000 });
    await page.context().close();
    return true;
  } catch {
    return false;
  }
}

describe("the page's first script", () => {
  it('holds taps from before the body is parsed, allowed by the content security policy', async () => {
    const page = await shop.visit('/accessories?category=monitor', PHONE);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.reload();
    expect(
      await page.evaluate(
        () => typeof (window as { shopEarlyTaps?: { handOver?: unknown } }).shopEarlyTaps?.handOver,
      ),
    ).toBe('function');
    const firstScript = await page.evaluate(() => document.head.querySelector('script')?.src);
    expect(firstScript).toBe('');
    expect(blocked).toEqual([]);
  });
});

describe('on a phone six times slower than this machine, a tap the moment a control is drawn', () => {
  it(`is answered, ${LOADS_EACH} fresh loads each of an add-on, a pre-built and a configurator choice`, async () => {
    const addOn = await inStockAddOn(shop.baseURL, 'monitor');
    const answers = { addOn: 0, prebuilt: 0, choice: 0 };
    const oneOfEach = async () => {
      const [added, prebuilt, chosen] = await Promise.all([
        addOnTapped('/accessories?category=monitor', addOn.itemShort),
        prebuiltTapped(),
        choiceTapped(),
      ]);
      answers.addOn += Number(added);
      answers.prebuilt += Number(prebuilt);
      answers.choice += Number(chosen);
    };
    for (let load = 0; load < LOADS_EACH; load += LOADS_AT_ONCE) {
      // The phones side by side: each runs a sixth of the time, so they hardly compete.
      await Promise.all(Array.from({ length: LOADS_AT_ONCE }, oneOfEach));
    }
    expect(answers).toEqual({ addOn: LOADS_EACH, prebuilt: LOADS_EACH, choice: LOADS_EACH });
  }, 600_000);
});
