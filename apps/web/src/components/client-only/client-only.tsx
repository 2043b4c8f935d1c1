import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * What depends on the visitor's clock (today's date in a form) is not in a page's prerendered HTML
 * (docs/decisions/055-the-first-paint-is-in-the-html.md): the build saw another day. `fallback`
 * stands in its place there and while the page hydrates; in a page drawn in the browser, the
 * children show from the first render.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useHydrated() ? children : fallback;
}
