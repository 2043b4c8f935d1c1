import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useShop } from '../support/fixtures';
import { hydrated, pageIdle, scrollThroughThePage } from '../support/settle';

const shop = useShop();

// Pages the server sends as HTML that already shows them (apps/web/src/prerender/render-page.tsx),
// and pages it draws with their data (docs/decisions/062-data-pages-rendered-with-their-data.md).
const PAGES = [
  '/',
  '/config',
  '/prebuilts',
  '/accessories',
  '/cart',
  '/privacy-policy',
  '/careers',
  '/contact-us',
  '/video-consultation',
  '/ad',
  '/prebuilts/gaming/gaming-strike-5060',
];

/** How long no request may be in flight before a page counts as having all it asked for. */
const QUIET_MS = 500;

/**
 * Counts the page's requests in flight from now on; `quiet()` resolves once none has been for
 * QUIET_MS from the moment it is called. Playwright's networkidle is reached once per load, possibly
 * before a part hydrated and asked for its data.
 */
function requestsOf(page: Page): { quiet(): Promise<void> } {
  let inFlight = 0;
  let onChange = () => {};
  page.on('request', () => {
    inFlight += 1;
    onChange();
  });
  const ended = () => {
    inFlight -= 1;
    onChange();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quiet: () =>
      new Promise((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        onChange = () => {
          clearTimeout(timer);
          if (inFlight === 0) timer = setTimeout(resolve, QUIET_MS);
        };
        onChange();
      }),
  };
}

/**
 * The page once it has everything it asks for and has drawn it: its elements and their attributes
 * (in the order of their names), and what each field holds. A field's value is read from the
 * field, as a visitor sees it, not from its attribute (the HTML carries one, and marks a drop-down's
 * chosen option selected; a field the browser draws has neither), and the markers the server leaves
 * around a part that waited for its code, comments the visitor never sees, are left out. `requests`
 * counts the page's requests since before it was asked for.
 */
async function settledPage(page: Page, requests: { quiet(): Promise<void> }): Promise<string> {
  // The screen's code first: on a busy machine it may be asked for only after a quiet moment, so
  // the page counts as settled only once it is quiet with no spinner left.
  const spinner = page.getByTestId('full-screen-spinner');
  // A visitor reads to the end: the parts that wait to come near the screen hydrate, and ask for
  // their code and data, on both pages.
  await spinner.first().waitFor({ state: 'detached', timeout: 30_000 });
  await scrollThroughThePage(page);
  do {
    await spinner.first().waitFor({ state: 'detached', timeout: 30_000 });
    await requests.quiet();
    await pageIdle(page);
  } while ((await spinner.count()) > 0);
  // Home's hero video is given its source once the page has loaded and the browser is idle, which
  // a busy page reaches later than a quiet one: both pages are compared once it has its source.
  await page.waitForFunction(() => {
    const video = document.querySelector<HTMLVideoElement>('video.home-hero-video');
    const playable = video?.canPlayType('video/webm; codecs="vp9"') !== '';
    return !video || !playable || video.hasAttribute('src');
  });
  return page.evaluate(() => {
    const root = document.getElementById('root');
    if (!root) return '';
    const fields = Array.from(root.querySelectorAll('input, textarea, select'), (field) => {
      const { id, value } = field as HTMLInputElement;
      const checked = (field as HTMLInputElement).checked ? ' checked' : '';
      return `${id}=${JSON.stringify(value)}${checked}`;
    });
    const copy = root.cloneNode(true) as HTMLElement;
    // Attributes in the order of their names: one set while hydrating comes after the rest.
    for (const element of Array.from(copy.querySelectorAll('*'))) {
      const attributes = Array.from(element.attributes, ({ name, value }) => ({ name, value }));
      for (const { name } of attributes) element.removeAttribute(name);
      attributes.sort((a, b) => a.name.localeCompare(b.name));
      for (const { name, value } of attributes) element.setAttribute(name, value);
    }
    for (const field of Array.from(copy.querySelectorAll('input, textarea'))) {
      field.removeAttribute('value');
    }
    // Likewise a drop-down's choice: the HTML marks its option selected, the browser sets the value.
    for (const option of Array.from(copy.querySelectorAll('option'))) {
      option.removeAttribute('selected');
    }
    // A style as the browser reads it: the server writes "width:0%", the browser "width: 0%;".
    for (const element of Array.from(copy.querySelectorAll<HTMLElement>('[style]'))) {
      element.setAttribute('style', element.style.cssText);
    }
    const comments = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
    const found: Node[] = [];
    while (comments.nextNode()) found.push(comments.currentNode);
    for (const comment of found) comment.parentNode?.removeChild(comment);
    return `${copy.innerHTML}\n${fields.join('\n')}`;
  });
}

/**
 * The page with each id React made (useId: "_R_1h_" from the server's HTML, "_r_3_" in a page the
 * browser draws) named by the order it first appears in: the two spell them differently, but the
 * page must use each the same way.
 */
function withIdsInOrder(page: string): string {
  const names = new Map<string, string>();
  return page.replace(/_[Rr]_[0-9A-Za-z]*_/g, (id) => {
    if (!names.has(id)) names.set(id, `id-${names.size}`);
    return names.get(id) as string;
  });
}

/** Where two pages first differ, with some of each around it, or null when they are the same. */
function firstDifference(a: string, b: string): string | null {
  if (a === b) return null;
  let at = 0;
  while (a[at] === b[at]) at++;
  const around = (text: string) => text.slice(Math.max(0, at - 150), at + 150);
  return `at ${at}:\n  hydrated: ${around(a)}\n  drawn:    ${around(b)}`;
}

/** What the app reports when a part hydrated differently from its HTML (apps/web/src/app/start.tsx). */
const HYDRATION_MISMATCH = 'The page hydrated differently from its HTML';

/** The page as sent as HTML and hydrated; fails on any part that hydrated differently. */
async function pageFromItsHtml(path: string): Promise<string> {
  const fromHtml = await shop.visit('/favicon.svg');
  const mismatches: string[] = [];
  fromHtml.on('console', (message) => {
    if (message.text().startsWith(HYDRATION_MISMATCH)) mismatches.push(message.text());
  });
  const requestsFromHtml = requestsOf(fromHtml);
  await fromHtml.goto(path);
  await hydrated(fromHtml);
  const hydratedPage = await settledPage(fromHtml, requestsFromHtml);
  expect(mismatches).toEqual([]);
  return hydratedPage;
}

/** With a session cookie, even one the server does not know, the browser draws the page itself. */
async function pageDrawnInTheBrowser(path: string): Promise<string> {
  const drawn = await shop.visit('/favicon.svg');
  await drawn.context().addCookies([{ name: 'sid', value: 'unknown', url: shop.baseURL }]);
  const requestsDrawn = requestsOf(drawn);
  await drawn.goto(path);
  await drawn
    .getByRole('status', { name: 'Checking your session...' })
    .waitFor({ state: 'detached' });
  return settledPage(drawn, requestsDrawn);
}

describe('a page sent as HTML', () => {
  // React draws again a part whose text or elements differ from its HTML, and reports it; it keeps
  // the HTML's attributes as they are, so a part that drew other attributes would keep a mix of
  // both: the page is compared with the one the browser draws itself as well.
  it.each(PAGES)(
    '%s hydrates as its HTML drew it, and ends as the browser draws it itself',
    async (path) => {
      // The two visits side by side: each spends most of its time waiting on its page.
      const [hydratedPage, drawnPage] = await Promise.all([
        pageFromItsHtml(path),
        pageDrawnInTheBrowser(path),
      ]);
      expect(firstDifference(withIdsInOrder(hydratedPage), withIdsInOrder(drawnPage))).toBeNull();
    },
  );
});
