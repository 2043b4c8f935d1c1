import { PAGE_DATA_ELEMENT_ID, UI_TIMINGS_MS } from '@shop/domain';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrateInTurns } from '../components/hydrate-in-turn/hydration-turns';
import { keepFieldsToWhatTheAppDrew } from '../lib/controlled-fields';
import { runEffectsInTheNextTask } from '../lib/effects-in-the-next-task';
import { nextTask } from '../lib/next-task';
import { SESSION_QUERY_KEY } from '../lib/session/session-context';
import { prefetchDataPage, seedDataPage } from './data-pages';
import { preloadScreensOnIntent } from './preload-on-intent';
import { createQueryClient, Providers } from './providers';
import { AppRoutes, preloadScreensOf } from './router';

/**
 * Draws the app into `root`, or hydrates the page already there when it was prerendered
 * (docs/decisions/055-the-first-paint-is-in-the-html.md). Loaded by the entry once the browser has
 * painted what the HTML shows.
 */
export function startApp(root: HTMLElement): void {
  runEffectsInTheNextTask();
  keepFieldsToWhatTheAppDrew();
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
    return;
  }
  // The screen's code first, so it hydrates with the rest: a part still waiting for its code when
  // an update reaches it (the shop's settings arriving) would be drawn again from scratch.
  preloadScreensOf(window.location.pathname)
    .catch((error: unknown) => console.error('Could not load the screen', error))
    // In a task after the one that ran the screen's code, and a part at a time, so no one task
    // holds the main thread for the whole page (docs/decisions/074-preact-renders-the-react-code.md).
    .then(nextTask)
    .then(() => hydrateInTurns(() => hydrateRoot(root, app)));
}
