import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/theme.css';
import './styles/layout.css';
import './styles/home.css';
import { UI_TIMINGS_MS } from '@shop/domain';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient, Providers } from './app/providers';
import { AppRoutes, preloadScreensOf } from './app/router';
import { SESSION_QUERY_KEY } from './lib/session/session-context';

// Bootstrap's collapse and fade run for the shop's transition time (300 ms) rather than their own.
document.documentElement.style.setProperty('--shop-transition', `${UI_TIMINGS_MS.transition}ms`);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A prerendered page is only sent to a browser without a session cookie: the server has already
// checked the session, and there is none (docs/decisions/055-the-first-paint-is-in-the-html.md).
const prerendered = root.hasAttribute('data-prerendered');
const queryClient = createQueryClient();
if (prerendered) queryClient.setQueryData(SESSION_QUERY_KEY, null);

const app = (
  <StrictMode>
    <BrowserRouter>
      <Providers queryClient={queryClient}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>
);
if (prerendered) {
  // The screen's code first, so it hydrates with the rest: a part still waiting for its code when
  // an update reaches it (the shop's settings arriving) would be drawn again from scratch.
  preloadScreensOf(window.location.pathname)
    .catch((error: unknown) => console.error('Could not load the screen', error))
    .finally(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
