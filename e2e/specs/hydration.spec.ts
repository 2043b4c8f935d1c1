import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useShop } from '../support/fixtures';
import { hydrated, pageIdle } from '../support/settle';

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
];

/**
 * The page once it has everything it asks for and has drawn it: its elements and their attributes
 * (in the order of their names), and what each field holds. A field's value is read from the
 * field, as a visitor sees it, not from its attribute (the HTML carries one, a field the browser
 * draws has none), and the markers the server leaves around a part that waited for its code,
 * comments the visitor never sees, are left out.
 */
async function settledPage(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle');
  await pageIdle(page);
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
    const comments = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
    const found: Node[] = [];
    while (comments.nextNode()) found.push(comments.currentNode);
    for (const comment of found) comment.parentNode?.removeChild(comment);
    return `${copy.innerHTML}\n${fields.join('\n')}`;
  });
}

/**
 * The page with each id the renderer made (useId: "P0-1") named by the order it first appears in:
 * which number a part gets depends on when it mounted, which differs between a page that hydrates
 * and one the browser draws, but the page must use each the same way.
 */
function withIdsInOrder(page: string): string {
  const names = new Map<string, string>();
  return page.replace(/\bP\d+-\d+\b/g, (id) => {
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

describe('a page sent as HTML', () => {
  // The renderer keeps the HTML's attributes as they are when it hydrates: a part that drew
  // something else then would keep a mix of both (docs/decisions/074-preact-renders-the-react-code.md).
  it.each(PAGES)('%s, once hydrated, is the page the browser draws itself', async (path) => {
    const fromHtml = await shop.visit(path);
    await hydrated(fromHtml);
    const hydratedPage = await settledPage(fromHtml);

    // With a session cookie, even one the server does not know, the browser draws the page itself.
    const drawn = await shop.visit('/favicon.svg');
    await drawn.context().addCookies([{ name: 'sid', value: 'unknown', url: shop.baseURL }]);
    await drawn.goto(path);
    await drawn
      .getByRole('status', { name: 'Checking your session...' })
      .waitFor({ state: 'detached' });
    const drawnPage = await settledPage(drawn);

    expect(firstDifference(withIdsInOrder(hydratedPage), withIdsInOrder(drawnPage))).toBeNull();
  });
});
