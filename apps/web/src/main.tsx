// The entry: the stylesheets, and the app once the page has painted
// (docs/decisions/055-the-first-paint-is-in-the-html.md). It stays this small: what it imports
// statically loads and runs before anything else.
import './styles/bootstrap.scss';
import './styles/theme.css';
import './styles/layout.css';
import './styles/home.css';
import { nextTask } from './lib/next-task';

/** Resolves once the browser has painted the page as it stands (at once in a hidden tab, which paints nothing). */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * A prerendered page names the scripts that hydrate it; they are asked for together, now the page is
 * on screen, instead of one after another as each module finds its imports.
 */
function preloadModulesOf(root: HTMLElement): void {
  for (const href of root.dataset.modules?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

// The page's inline first script holds the taps that land before the app can hear them
// (docs/decisions/076-no-first-tap-lost.md); a page without it is a build that skipped it.
const earlyTaps = window.shopEarlyTaps ?? {
  handOver() {
    console.error('The page has no tap hold: taps before the app started were lost');
  },
};

/** Resolves once the whole HTML has been parsed. */
function parsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

parsed()
  .then(() => {
    const root = document.getElementById('root');
    if (!root) throw new Error('index.html has no #root element');
    // A prerendered page shows without the app: it is painted first, then the app takes it over. A
    // page the app draws (index.html's spinner) gains nothing by waiting.
    const painted = root.hasAttribute('data-prerendered') ? afterNextPaint() : Promise.resolve();
    return (
      painted
        .then(() => {
          preloadModulesOf(root);
          return import('./app/start');
        })
        // Running the start module's code and starting the app are two tasks, not one: together they
        // were one of the start-up's longest tasks on a cheap phone
        // (docs/decisions/055-the-first-paint-is-in-the-html.md).
        .then(({ startApp }) => nextTask().then(() => startApp(root, earlyTaps)))
    );
  })
  .catch((error: unknown) => console.error('Could not start the shop', error));
