/**
 * What a tap on a page sent as HTML may be meant to change before the app has taken the page over:
 * a button, a choice (its box or its label) or a link that only stands for a button (a tab). A
 * link to another address is not among them: the browser follows it itself. Nor a text field or a
 * drop-down, which a tap only focuses or opens.
 */
const CONTROL =
  'button, [role="button"], [role="tab"], a[href^="#"], input[type="radio"], input[type="checkbox"], label';

/**
 * The mark of a part whose code is still on its way after the app has started: React cannot hydrate
 * it yet, so its taps are held until the mark goes (useHydratingMark in src/lib/use-hydrated.ts).
 */
const AWAITING_CODE = 'data-hydrating';

declare global {
  interface Window {
    /** Set by the page's first, inline script (src/hold-taps-inline.ts). */
    shopEarlyTaps?: EarlyTaps;
  }
}

/** The taps on a page's controls that landed before the app could hear them, in order. */
export interface EarlyTaps {
  /**
   * From now on the app listens to the page: the held taps are tapped again, in order, on each
   * control still on the page, and from then on only taps on a part still waiting for its code are
   * held, each until that part has hydrated (called by src/app/start.tsx).
   */
  handOver(): void;
}

/**
 * Holds every tap on a control of the page's root (`rootOf`, which may not be parsed yet) until the
 * app can hear it: until then the tap does
 * nothing of its own (no box ticks, no form is sent), so the app hears it as the first thing the
 * visitor did, on the page the HTML drew (docs/decisions/076-no-first-tap-lost.md).
 */
export function holdEarlyTaps(rootOf: () => HTMLElement | null): EarlyTaps {
  const held: Element[] = [];
  let appListens = false;
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (!control || !rootOf()?.contains(control)) return;
    if (appListens && !control.closest(`[${AWAITING_CODE}]`)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second tap on a control that has not answered yet is the visitor asking again, not twice.
    if (!held.includes(control)) held.push(control);
  };
  /** Taps again, in order, each held control the app can now hear, and forgets it. */
  const release = () => {
    for (const control of [...held]) {
      if (control.isConnected && control.closest(`[${AWAITING_CODE}]`)) continue;
      held.splice(held.indexOf(control), 1);
      if (control.isConnected && control instanceof HTMLElement) control.click();
    }
  };
  document.addEventListener('click', hold, { capture: true });
  return {
    handOver() {
      appListens = true;
      release();
      const root = rootOf();
      if (root)
        new MutationObserver(release).observe(root, {
          subtree: true,
          attributeFilter: [AWAITING_CODE],
        });
    },
  };
}
