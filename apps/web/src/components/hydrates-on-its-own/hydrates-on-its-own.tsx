import { type ReactNode, Suspense, useEffect, useLayoutEffect, useState } from 'react';

/** The parts of the page drawn so far that have not hydrated yet. */
const awaited = new Set<object>();
let whenEveryPart: Array<() => void> = [];

/**
 * Calls `callback` once every part drawn so far has hydrated: at once when none is waiting. The
 * page's hydration mark waits for it (app/layout/hydration-mark.tsx).
 */
export function afterEveryPartHydrated(callback: () => void): void {
  if (awaited.size === 0) callback();
  else whenEveryPart.push(callback);
}

function Hydrated({ part }: { part: object }) {
  useEffect(() => {
    awaited.delete(part);
    if (awaited.size > 0) return;
    const callbacks = whenEveryPart;
    whenEveryPart = [];
    for (const callback of callbacks) callback();
  }, [part]);
  return null;
}

/**
 * A part of a page sent as HTML that React hydrates on its own: the first pass over the page leaves
 * it as the HTML drew it, a later pass hydrates it while yielding to the browser between parts, and
 * a part the visitor touches first hydrates at once and then hears the tap
 * (docs/decisions/075-react-hydrates-the-page-a-part-at-a-time.md). In a page the browser draws
 * itself it is its children. `fallback` keeps the part's place while its code loads, where it loads
 * on its own (docs/decisions/057-no-layout-shift.md); nothing by default.
 */
export function HydratesOnItsOwn({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [part] = useState(() => ({}));
  // Layout effects of a commit run before its effects: a part drawn and hydrated in the same pass
  // is counted before it is crossed off.
  useLayoutEffect(() => {
    awaited.add(part);
    return () => {
      awaited.delete(part);
    };
  }, [part]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <Hydrated part={part} />
    </Suspense>
  );
}
