import { PAGE_DATA_ELEMENT_ID, UI_TIMINGS_MS } from '@shop/domain';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { EarlyTaps } from '../lib/early-taps';
import { nextTask } from '../lib/next-task';
import { SESSION_QUERY_KEY } from '../lib/session/session-context';
import { prefetchDataPage, seedDataPage } from './data-pages';
import { preloadScreensOnIntent } from './preload-on-intent';
import { createQueryClient, Providers } from './providers';
import { AppRoutes, preloadScreensOf } from './router';

/**
 * What hydrating found different from the page's HTML: React draws that part again in the browser,
 * and says so here; the browser story that hydrates every page sent as HTML fails on it.
 */
export const HYDRATION_MISMATCH = 'The page hydrated differently from its HTML';

/**
 * Draws the app into `root`, or hydrates the page already there when it was prerendered
 * (docs/decisions/055-the-first-paint-is-in-the-html.md). Loaded by the entry once the browser has
 * painted what the HTML shows; the taps the entry held until then are the app's once it listens.
 */
export function startApp(root: HTMLElement, earlyTaps: EarlyTaps): void {
  // Bootstrap's collapse and fade run for the shop's transition time (300 ms) rather than their own.
  document.documentElement.style.setProperty('--shop-transition', `${UI_TIMINGS_MS.transition}ms`);

  // A prerendered page is only sent to a browser without a session cookie: the server has already
  // checked the session, and there is none.
  const prerendered = root.hasAttribute('data-prerendered');
  const queryClient = createQueryClient();
  if (prerendered) queryClient.setQueryData(SESSION_QUERY_KEY, null);
  // A page the server drew with its data carries the answer it used: the screen hydrates with it
  // (docs/decisions/062-data-pages-rendered-with-their-data.md).
  const pageData = prerendered ? document.getElementById(PAGE_DATA_ELEMENT_ID) : null;
  if (pageData?.textContent) {
    seedDataPage(queryClient, window.location.href, JSON.parse(pageData.textContent));
  }

  const app = (
    <StrictMode>
      <BrowserRouter>
        <Providers queryClient={queryClient}>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>
  );
  preloadScreensOnIntent(preloadScreensOf);
  if (!prerendered) {
    prefetchDataPage(queryClient, window.location.href);
    createRoot(root).render(app);
    earlyTaps.handOver();
    return;
  }
  // The screen's code first, so it hydrates with the rest: a part still waiting for its code when
  // an update reaches it (the shop's settings arriving) would be drawn again from scratch.
  preloadScreensOf(window.location.pathname)
    .catch((error: unknown) => console.error('Could not load the screen', error))
    // In a task after the one that ran the screen's code. React hydrates the page's frame in a
    // first pass, then each part in a boundary of its own, yielding to the browser between them, and
    // first the part a tap lands on (docs/decisions/075-react-hydrates-the-page-a-part-at-a-time.md).
    .then(nextTask)
    .then(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error, { componentStack }) =>
          console.error(HYDRATION_MISMATCH, error, componentStack),
      });
      earlyTaps.handOver();
    });
}
