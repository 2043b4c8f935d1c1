import { useEffect } from 'react';
import { everyPartHydrated } from '../../components/hydrate-in-turn/hydration-turns';

/**
 * Rendered beside the screen, inside the boundary that waits for its code: once every part of a
 * prerendered page has hydrated, #root loses its data-prerendered mark
 * (docs/decisions/055-the-first-paint-is-in-the-html.md), and from then on what the visitor does is
 * handled by the app.
 */
export function HydrationMark() {
  useEffect(() => {
    // Parts of the page that hydrate in turns of their own are the app's once the last has had its.
    everyPartHydrated().then(() =>
      document.getElementById('root')?.removeAttribute('data-prerendered'),
    );
  }, []);
  return null;
}
