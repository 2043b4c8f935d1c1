/**
 * The gates a prerendered page's lower parts wait behind before they hydrate: each opens once its
 * part comes near the screen, and every one opens at the visitor's first touch, key or focus, and
 * before any navigation, so no update ever reaches a part still waiting
 * (docs/decisions/117-lower-parts-hydrate-when-near-the-screen.md).
 */

/** A promise that resolves once `open` is called; `opened` says so at once, without waiting. */
export interface Gate {
  readonly promise: Promise<void>;
  readonly opened: boolean;
  open(): void;
}

/** The gates not yet open. */
const closed = new Set<Gate>();
/** Once the visitor has done anything, or the page has navigated, no part waits any more. */
let everyGateOpen = false;

/**
 * What opens every gate: the visitor's first touch, click, key or focus, heard on the window before
 * the page hears it; a navigation, whether by a link, by script or through the history, heard as
 * it starts (the Navigation API's `navigate`, which fires on `history.pushState` too), or, where
 * that API is missing, as the history moves.
 */
const FIRST_USE = [
  'pointerdown',
  'mousedown',
  'touchstart',
  'keydown',
  'focusin',
  'click',
  'input',
];
const HISTORY_MOVES = ['popstate', 'hashchange'];

interface NavigationTarget {
  addEventListener(type: 'navigate', listener: () => void): void;
  removeEventListener(type: 'navigate', listener: () => void): void;
}

function navigationApi(): NavigationTarget | undefined {
  return (window as Window & { navigation?: NavigationTarget }).navigation;
}

let listening = false;

function listenForFirstUse(): void {
  if (listening) return;
  listening = true;
  for (const type of [...FIRST_USE, ...HISTORY_MOVES])
    window.addEventListener(type, openEveryGate, { capture: true, passive: true });
  navigationApi()?.addEventListener('navigate', openEveryGate);
}

function stopListening(): void {
  listening = false;
  for (const type of [...FIRST_USE, ...HISTORY_MOVES])
    window.removeEventListener(type, openEveryGate, { capture: true });
  navigationApi()?.removeEventListener('navigate', openEveryGate);
}

/** Opens every gate, now and for parts drawn from now on. */
export function openEveryGate(): void {
  everyGateOpen = true;
  stopListening();
  for (const gate of [...closed]) gate.open();
}

/**
 * A closed gate for a part about to hydrate in the browser; null where there is nothing to wait
 * for (on the server, or once every gate is open).
 */
export function closedGate(): Gate | null {
  if (typeof window === 'undefined' || everyGateOpen) return null;
  listenForFirstUse();
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const gate = {
    promise,
    opened: false,
    open() {
      if (gate.opened) return;
      gate.opened = true;
      closed.delete(gate);
      // Marked as React marks a promise it has read, so `use` reads it at once from then on.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  closed.add(gate);
  return gate;
}

/**
 * How far below (or above) the window a part starts to hydrate: a window's height, so a visitor
 * scrolling at reading speed finds it ready.
 */
const AHEAD = '100% 0px';

/**
 * Opens `gate` once `part` (a wrapper drawn as its contents: its first element is the part's box)
 * comes within a window's height of the screen. Returns what stops watching.
 */
export function openWhenNearTheScreen(part: HTMLElement, gate: Gate): () => void {
  const box = part.firstElementChild;
  if (!box || typeof IntersectionObserver === 'undefined') {
    gate.open();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      gate.open();
    },
    { rootMargin: AHEAD },
  );
  observer.observe(box);
  return () => observer.disconnect();
}

/** For tests: every gate closed again, as on a page just loaded. */
export function resetGatesForTests(): void {
  everyGateOpen = false;
  closed.clear();
  stopListening();
}
