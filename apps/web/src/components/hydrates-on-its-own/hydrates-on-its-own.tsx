import { type ReactNode, Suspense, use, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { closedGate, type Gate, openWhenNearTheScreen } from './near-the-screen';

/** The parts of the page drawn so far that have not hydrated yet. */
const awaited = new Set<object>();
let whenEveryPart: Array<() => void> = [];

/**
 * Calls `callback` once every part drawn so far has hydrated, but those still waiting to come near
 * the screen: at once when none is waiting. The page's hydration mark waits for it
 * (app/layout/hydration-mark.tsx).
 */
export function afterEveryPartHydrated(callback: () => void): void {
  if (awaited.size === 0) callback();
  else whenEveryPart.push(callback);
}

function crossOff(part: object): void {
  awaited.delete(part);
  if (awaited.size > 0) return;
  const callbacks = whenEveryPart;
  whenEveryPart = [];
  for (const callback of callbacks) callback();
}

function Hydrated({ part, onHydrated }: { part: object; onHydrated?: () => void }) {
  useEffect(() => {
    crossOff(part);
    onHydrated?.();
  }, [part, onHydrated]);
  return null;
}

/**
 * Whether this part is drawn by the browser, not hydrated from the page's HTML: on the server no,
 * in the browser yes unless the page sent as HTML is still being taken over.
 */
function drawnInTheBrowser(): boolean {
  if (typeof document === 'undefined') return false;
  return !document.getElementById('root')?.hasAttribute('data-prerendered');
}

/** Keeps the part as its HTML drew it (React leaves a suspended boundary dehydrated) until `gate` opens. */
function WaitFor({ gate }: { gate: Gate | null }) {
  if (gate) use(gate);
  return null;
}

/**
 * A part of a page sent as HTML that React hydrates on its own: the first pass over the page leaves
 * it as the HTML drew it, a later pass hydrates it while yielding to the browser between parts, and
 * a part the visitor touches first hydrates at once and then hears the tap
 * (docs/decisions/075-react-hydrates-the-page-a-part-at-a-time.md). In a page the browser draws
 * itself it is its children. `fallback` keeps the part's place while its code loads, where it loads
 * on its own (docs/decisions/057-no-layout-shift.md); nothing by default.
 *
 * `whenNear`: a part below the fold that does not hydrate, nor load its code, before it comes near
 * the screen (docs/decisions/117-lower-parts-hydrate-when-near-the-screen.md). It is wrapped in an
 * element drawn as its contents, marked as waiting for its code until it has hydrated, so a tap
 * on it before then is held for it.
 */
export function HydratesOnItsOwn({
  children,
  fallback = null,
  whenNear = false,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  whenNear?: boolean;
}) {
  const [part] = useState(() => ({}));
  // Read once, not through useHydrated: an update reaching a part React has not hydrated yet would
  // make React draw it again from scratch.
  const [waiting, setWaiting] = useState(() => whenNear && !drawnInTheBrowser());
  const [gate] = useState(() => (waiting && typeof window !== 'undefined' ? closedGate() : null));
  const [onHydrated] = useState(() => () => setWaiting(false));
  const wrapper = useRef<HTMLDivElement>(null);
  // Layout effects of a commit run before its effects: a part drawn and hydrated in the same pass
  // is counted before it is crossed off. A part waiting to come near is counted once it does.
  useLayoutEffect(() => {
    let mounted = true;
    if (!gate) awaited.add(part);
    else gate.then(() => mounted && awaited.add(part));
    return () => {
      mounted = false;
      awaited.delete(part);
    };
  }, [part, gate]);
  useEffect(() => {
    if (!gate || !wrapper.current) return;
    return openWhenNearTheScreen(wrapper.current, gate);
  }, [gate]);
  const boundary = (
    <Suspense fallback={fallback}>
      <WaitFor gate={gate} />
      {children}
      <Hydrated part={part} onHydrated={whenNear ? onHydrated : undefined} />
    </Suspense>
  );
  if (!whenNear) return boundary;
  return (
    <div ref={wrapper} className="hydrates-when-near" data-hydrating={waiting || undefined}>
      {boundary}
    </div>
  );
}
