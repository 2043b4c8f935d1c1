import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every route change starts at the top of the page (docs/api/screens.md#guards). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the point is to run on every route change.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
