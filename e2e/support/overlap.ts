import type { Page } from 'playwright-core';

/**
 * What a visitor must read or press on the page and cannot, because a floating or sticky element
 * (the WhatsApp and call buttons, a sticky navbar, a price bar) sits on it once it is scrolled into
 * view. Each button, link, field, price and message is scrolled to the bottom of the screen, as a
 * person reading down meets it, and to the top, as one reading up does (the browser honours the
 * page's scroll padding both ways); at each, points across it are asked which element is on top.
 * Answers one line per covered element, naming it and what covers it.
 */
export function coveredOnScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const TARGETS = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="alert"]',
      '[role="status"]',
      '.alert',
      '.invalid-feedback',
    ].join(',');

    const pinned = (element: Element) => {
      const { position } = getComputedStyle(element);
      return position === 'fixed' || position === 'sticky';
    };
    /** The floating or sticky element the element is, or sits in. */
    const pinnedAround = (element: Element | null): Element | null => {
      for (let at = element; at; at = at.parentElement) if (pinned(at)) return at;
      return null;
    };
    const describe = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ??
        '';
      const classes = Array.from(element.classList).slice(0, 2).join('.');
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${label}"`;
    };

    const candidates = Array.from(document.querySelectorAll(TARGETS));
    // A line that shows a price is read, so it counts too: the innermost element holding ₹.
    for (const element of Array.from(document.querySelectorAll('main *'))) {
      if (element.children.length === 0 && element.textContent?.includes('₹')) {
        candidates.push(element);
      }
    }
    const targets = candidates.filter(
      (element) =>
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        !element.closest('[role="dialog"], .modal, .dropdown-menu, .offcanvas'),
    );

    const coveredBy = (target: Element): Element | null => {
      const box = target.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) return null;
      const xs = [box.left + 1, box.left + box.width / 2, box.right - 1];
      const ys = [box.top + 1, box.top + box.height / 2, box.bottom - 1];
      for (const x of xs) {
        for (const y of ys) {
          if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
          const onTop = document.elementFromPoint(x, y);
          if (!onTop || target.contains(onTop) || onTop.contains(target)) continue;
          const cover = pinnedAround(onTop);
          if (cover && !cover.contains(target)) return cover;
        }
      }
      return null;
    };

    const found = new Set<string>();
    for (const target of targets) {
      for (const block of ['end', 'start'] as const) {
        target.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' });
        const cover = coveredBy(target);
        if (cover) {
          found.add(`${describe(cover)} covers ${describe(target)} scrolled to the ${block}`);
        }
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...found];
  });
}
