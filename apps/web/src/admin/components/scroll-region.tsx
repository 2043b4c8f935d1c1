import type { ReactNode } from 'react';
import './table-cards.css';

/**
 * A table or board wider than the screen scrolls inside this box. The box takes the keyboard's
 * focus and is a named region (a labelled section), so someone without a mouse can reach it and scroll it with the
 * arrow keys, and a screen reader says what it holds (WCAG 2.1.1). On a phone a table in it is
 * cards instead (table-cards.css), so only the orders' board still scrolls there.
 */
export function ScrollRegion({
  label,
  className = 'table-responsive',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus to be scrolled by keyboard.
    <section className={className} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
