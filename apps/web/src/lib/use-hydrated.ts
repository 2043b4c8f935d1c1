import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the browser hydrates a page the server drew, true from the render
 * after: what the server cannot know (the visitor's clock, data that arrives later) waits for it,
 * so hydrating draws what the server drew (docs/decisions/075-react-hydrates-the-page-a-part-at-a-time.md).
 * In a page the browser draws itself, true from the first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * For the outer element of a part that loads its code beside the page: marks it in the HTML, and
 * until the part has hydrated, as a part whose taps the page's entry holds for it (src/lib/early-taps.ts,
 * which names the same attribute). Nothing in a page the browser draws itself.
 */
export function useHydratingMark(): { 'data-hydrating'?: true } {
  return useHydrated() ? {} : { 'data-hydrating': true };
}
