import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { hydrated } from './settle';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features Playwright 1.65 turns off on every launch (its chromiumSwitches): Chromium honours
 * only the last --disable-features it is given, so ours must repeat them.
 * specs/chromium-flags.spec.ts fails when Playwright's own list has a feature this one lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium's address-bar popup is a page of its own, rendered in a renderer of its own for every
 * window, and each browser context opens a window: in a story of a few contexts, those renderers
 * took a ninth of Chromium's time, and the browser and GPU processes more again serving them.
 * Stories never open the address bar (docs/decisions/072-the-suite-within-twelve-minutes.md).
 */
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];

export function chromiumIsInstalled(): boolean {
  return existsSync(CHROMIUM_PATH);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 812 } as const;
/** The commonest laptop screen in India. */
export const DESKTOP_WIDE = { width: 1366, height: 768 } as const;

export type Viewport = { width: number; height: number };

/** How far the page reaches past the window's width: above 0, the visitor must scroll sideways. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * A client address of its own for each context, sent as X-Forwarded-For to the shop, which trusts
 * it from loopback only (TRUST_PROXY in shop-server.ts): every visitor arrives from its own address,
 * as on the real shop, so per-address limits count one visitor and not the whole suite.
 */
function nextVisitorAddress(): string {
  // Random, as spec files run in fresh module instances where a counter would start again.
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

const onPausedClock = new WeakSet<Page>();

/** Pauses the page's clock at `time`: from then on, only the story moves it. */
export async function pauseClock(page: Page, time: number): Promise<void> {
  await page.clock.pauseAt(time);
  onPausedClock.add(page);
}

/** A fresh context (no cookies, no storage) at the given size, with the shop as its base URL. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: Viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    extraHTTPHeaders: { 'X-Forwarded-For': nextVisitorAddress() },
  });
  const page = await context.newPage();
  // A public page arrives prerendered and is seen before its scripts run; a story acts on it
  // once it has hydrated, as a visitor's click then would be handled at once. A page whose clock
  // the story holds hydrates only when the story runs that clock (runToFirstFrame).
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!onPausedClock.has(page)) await hydrated(page);
    return response;
  };
  return { context, page };
}
