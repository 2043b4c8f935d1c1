/** A promise that resolves once `open` is called. */
export type Gate = Promise<void> & { open(): void };

export function closedGate(): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return Object.assign(promise, {
    open() {
      // Marked as React marks a promise it has read, so `use` reads it at once from then on.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  });
}

/**
 * How far below (or above) the window a part starts to hydrate: a window's height, so a visitor
 * scrolling at reading speed finds it ready.
 */
const AHEAD = '100% 0px';

/**
 * Opens `gate` once `part` (a wrapper drawn as its contents: its first element is the part's box)
 * comes within a window's height of the screen, or once something in it takes the focus (a
 * keyboard user tabbing into it). Returns what stops watching.
 */
export function openWhenNearTheScreen(part: HTMLElement, gate: Gate): () => void {
  const box = part.firstElementChild;
  if (!box || typeof IntersectionObserver === 'undefined') {
    gate.open();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) opened();
    },
    { rootMargin: AHEAD },
  );
  const opened = () => {
    stop();
    gate.open();
  };
  // Heard on the document, first: React stops a focus that lands in a part it has not hydrated, to
  // hand it over again once it has.
  const focused = (event: FocusEvent) => {
    if (event.target instanceof Node && part.contains(event.target)) opened();
  };
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('focusin', focused, true);
  };
  observer.observe(box);
  document.addEventListener('focusin', focused, true);
  return stop;
}
