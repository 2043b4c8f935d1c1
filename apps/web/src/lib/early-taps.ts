/**
 * What a tap on a page sent as HTML may be meant to change before the app has taken the page over:
 * a button, a choice (its box or its label) or a link that only stands for a button (a tab). A
 * link to another address is not among them: the browser follows it itself. Nor a text field or a
 * drop-down, which a tap only focuses or opens.
 */
const CONTROL =
  'button, [role="button"], [role="tab"], a[href^="#"], input[type="radio"], input[type="checkbox"], label';

/** The taps on a page's controls that landed before the app could hear them, in order. */
export interface EarlyTaps {
  /**
   * Stops holding taps, and taps again, in order, each control that was tapped and is still on the
   * page: called by the app once it listens to the page (src/app/start.tsx).
   */
  handOver(): void;
}

/**
 * Holds every tap on a control of `root` until the app hands them over: until then the tap does
 * nothing of its own (no box ticks, no form is sent), so the app hears it as the first thing the
 * visitor did, on the page the HTML drew (docs/decisions/076-no-first-tap-lost.md).
 */
export function holdEarlyTaps(root: HTMLElement): EarlyTaps {
  const tapped: Element[] = [];
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second tap on a control that has not answered yet is the visitor asking again, not twice.
    if (!tapped.includes(control)) tapped.push(control);
  };
  document.addEventListener('click', hold, { capture: true });
  return {
    handOver() {
      document.removeEventListener('click', hold, { capture: true });
      for (const control of tapped.splice(0)) {
        if (control.isConnected && control instanceof HTMLElement) control.click();
      }
    },
  };
}
