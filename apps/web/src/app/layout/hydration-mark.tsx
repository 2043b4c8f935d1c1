import { useEffect } from 'react';
import { afterEveryPartHydrated } from '../../components/hydrates-on-its-own/hydrates-on-its-own';

/**
 * Rendered beside the screen, inside the boundary that waits for its code: once a prerendered page's
 * screen and every part React hydrates on its own have hydrated, #root loses its data-prerendered
 * mark (docs/decisions/055-the-first-paint-is-in-the-html.md), and from then on what the visitor does
 * is handled by the app.
 */
export function HydrationMark() {
  useEffect(() => {
    afterEveryPartHydrated(() =>
      document.getElementById('root')?.removeAttribute('data-prerendered'),
    );
  }, []);
  return null;
}
