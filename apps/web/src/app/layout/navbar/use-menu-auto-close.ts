import { LAYOUT } from '@shop/domain';
import { type RefObject, useEffect } from 'react';

/**
 * The open menu closes on a click outside the bar and when the page scrolls down more than 20 px
 * once past 100 px (measured from the lowest point since the menu opened, so scrolling up and down
 * a little inside the open menu does not close it).
 */
export function useMenuAutoClose(
  barRef: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      const bar = barRef.current;
      if (bar && event.target instanceof Node && !bar.contains(event.target)) close();
    };
    let anchor = window.scrollY;
    const onScroll = () => {
      const position = window.scrollY;
      if (position < anchor) {
        anchor = position;
        return;
      }
      const pastStart = position > LAYOUT.menuCloseScrollStartPx;
      if (pastStart && position - anchor > LAYOUT.menuCloseScrollDeltaPx) close();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown, { passive: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      window.removeEventListener('scroll', onScroll);
    };
  }, [barRef, open, close]);
}
