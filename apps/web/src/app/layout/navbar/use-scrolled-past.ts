import { useEffect, useState } from 'react';

/** True once the page has scrolled further than `fraction` of the window's height. */
export function useScrolledPast(fraction: number, enabled: boolean): boolean {
  const [scrolledPast, setScrolledPast] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const measure = () => setScrolledPast(window.scrollY > window.innerHeight * fraction);
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [fraction, enabled]);
  return enabled && scrolledPast;
}
