import './hydrates-on-its-own.css';
import {
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { closedGate, type Gate, openWhenNearTheScreen } from './gates';

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

function Hydrated({ part, onHydrated }: { part: object; onHydrated: () => void }) {
  useEffect(() => {
    crossOff(part);
    onHydrated();
  }, [part, onHydrated]);
  return null;
}

const subscribeToNothing = () => () => {};

/** True on the server and while React hydrates the HTML it drew; false when React draws afresh. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * Keeps the part as its HTML drew it (React leaves a suspended boundary dehydrated) until `gate`
 * opens. Only while hydrating: should React ever draw the part afresh, it draws it at once.
 */
function WaitFor({ gate }: { gate: Gate | null }) {
  // Whether React hydrates it, fixed as it is first drawn: React expects a component that
  // suspended to read the same promise each time it draws it again (once open, at once).
  const [hydrating] = useState(useHydrating());
  if (hydrating && gate) use(gate.promise);
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
 * `whenNear`: a part below the fold that neither hydrates nor loads its code before it comes near
 * the screen, or before the visitor first touches, types or focuses anything, or the page
 * navigates (docs/decisions/117-lower-parts-hydrate-when-near-the-screen.md). It is wrapped in an
 * element drawn as its contents, marked as waiting for its code until it has hydrated, so a tap on
 * it before then is held for it.
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
  const hydrating = useHydrating();
  // Decided once, as the part is first drawn: the HTML marks a waiting part, and so does hydrating.
  const [waiting, setWaiting] = useState(() => whenNear && hydrating);
  const [gate] = useState(() => (waiting ? closedGate() : null));
  const [onHydrated] = useState(() => () => setWaiting(false));
  const wrapper = useRef<HTMLDivElement>(null);
  // Layout effects of a commit run before its effects: a part drawn and hydrated in the same pass
  // is counted before it is crossed off. A part waiting to come near is counted once it may hydrate.
  useLayoutEffect(() => {
    let mounted = true;
    if (!gate || gate.opened) awaited.add(part);
    else gate.promise.then(() => mounted && awaited.add(part));
    return () => {
      mounted = false;
      awaited.delete(part);
    };
  }, [part, gate]);
  useEffect(() => {
    if (!gate || gate.opened || !wrapper.current) return;
    return openWhenNearTheScreen(wrapper.current, gate);
  }, [gate]);
  // The same element while the children are: the part's own updates (its mark going) must not
  // reach a boundary React has not hydrated yet.
  const boundary = useMemo(
    () => (
      <Suspense fallback={fallback}>
        <WaitFor gate={gate} />
        {children}
        <Hydrated part={part} onHydrated={onHydrated} />
      </Suspense>
    ),
    [children, fallback, gate, part, onHydrated],
  );
  if (!whenNear) return boundary;
  return (
    <div ref={wrapper} className="hydrates-when-near" data-hydrating={waiting || undefined}>
      {boundary}
    </div>
  );
}
