import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every route change starts at the top of the page (docs/api/screens.md#guards). The page the
 * browser loaded keeps the scroll the browser gave it: a prerendered page may be scrolled before it
 * hydrates, and must not jump back then.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current !== null && shown.current !== pathname) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
    shown.current = pathname;
  }, [pathname]);
  return null;
}
