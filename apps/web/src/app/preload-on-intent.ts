/** What shows a visitor's intent to follow a link: the pointer over it, a touch, or focus from the keyboard. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Loads the code of the screens a link leads to as soon as the visitor shows they may follow it, so
 * the screen draws at once when they do (docs/decisions/056-initial-javascript-budget.md). One
 * listener on the document serves every link of the shop's own, each path asked for once.
 */
export function preloadScreensOnIntent(preload: (pathname: string) => Promise<unknown>): void {
  const asked = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const { pathname } = link;
    if (asked.has(pathname)) return;
    asked.add(pathname);
    // A failed load is asked for again on the next sign of intent.
    preload(pathname).catch(() => asked.delete(pathname));
  };
  for (const type of INTENT_EVENTS) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}
