import { useSyncExternalStore } from 'react';

const YEAR_ATTRIBUTE = 'data-copyright-year';
const subscribeToNothing = () => () => {};
const thisYear = () => new Date().getFullYear();

/**
 * The year a page's HTML was drawn in: this year on a server, and in the browser, while it hydrates,
 * the year that HTML shows. A page prerendered in December still hydrates without a mismatch in
 * January, and shows the new year straight after
 * (docs/decisions/055-the-first-paint-is-in-the-html.md).
 */
function yearAsDrawn(): number {
  if (typeof document === 'undefined') return thisYear();
  const drawn = Number(document.querySelector(`[${YEAR_ATTRIBUTE}]`)?.getAttribute(YEAR_ATTRIBUTE));
  return Number.isInteger(drawn) && drawn > 0 ? drawn : thisYear();
}

/** The footer's copyright year, kept to the visitor's clock. */
export function CopyrightYear() {
  const year = useSyncExternalStore(subscribeToNothing, thisYear, yearAsDrawn);
  return <span {...{ [YEAR_ATTRIBUTE]: year }}>{year}</span>;
}
