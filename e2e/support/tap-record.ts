import type { Page } from 'playwright-core';

/**
 * What the page did with a tap, noted in the page from before its first script runs: each press,
 * release and click (the element it landed on, and whether it got past the page's own listeners),
 * the inline hold's hand-over to the app, the moment the page had hydrated, and each control the
 * page took out of the document. A story that finds a tap unanswered prints it, so the failure says
 * where the tap went.
 */
/** The Layout Instability API's entry, which TypeScript's DOM types leave out. */
interface LayoutShiftEntry {
  value: number;
  sources: Array<{
    node: Node | null;
    previousRect: DOMRectReadOnly;
    currentRect: DOMRectReadOnly;
  }>;
}

function notePageTaps(): void {
  const notes: string[] = [];
  (window as unknown as { tapRecord: string[] }).tapRecord = notes;
  const note = (what: string) => notes.push(`${Math.round(performance.now())} ms ${what}`);
  const named = (target: EventTarget | null): string => {
    if (!(target instanceof Element)) return String(target);
    const label = target.getAttribute('aria-label') ?? target.textContent?.trim().slice(0, 30);
    return `<${target.tagName.toLowerCase()}${label ? ` "${label}"` : ''}>`;
  };
  for (const type of ['pointerdown', 'mousedown', 'mouseup', 'click']) {
    window.addEventListener(type, (event) => note(`${type} on ${named(event.target)}`), {
      capture: true,
    });
    window.addEventListener(type, (event) =>
      note(`${type} reached the window${event.defaultPrevented ? ', its default prevented' : ''}`),
    );
  }
  // What moved on screen, and from where to where: a tap aimed at a control that then moves lands
  // on whatever took its place.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
      for (const source of entry.sources) {
        const from = source.previousRect;
        const to = source.currentRect;
        note(
          `layout shift ${entry.value.toFixed(4)}: ${named(source.node)} from y ${Math.round(from.y)} h ${Math.round(from.height)} to y ${Math.round(to.y)} h ${Math.round(to.height)}`,
        );
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  let earlyTaps: { handOver(): void } | undefined;
  Object.defineProperty(window, 'shopEarlyTaps', {
    configurable: true,
    get: () => earlyTaps,
    set(taps: { handOver(): void }) {
      const handOver = taps.handOver.bind(taps);
      taps.handOver = () => {
        note('hand-over to the app');
        handOver();
      };
      earlyTaps = taps;
    },
  });
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'attributes' && change.target instanceof Element) {
        const { attributeName } = change;
        const now = attributeName ? change.target.getAttribute(attributeName) : null;
        note(
          `${attributeName} ${now === null ? 'removed from' : 'set on'} ${named(change.target)}`,
        );
      }
      for (const node of Array.from(change.removedNodes)) {
        if (!(node instanceof Element)) continue;
        const controls = [node, ...Array.from(node.querySelectorAll('*'))].filter((each) =>
          each.matches('button, input, label'),
        );
        for (const control of controls) note(`${named(control)} taken out of the page`);
      }
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributeFilter: ['data-prerendered', 'data-hydrating'],
  });
}

const callsOf = new WeakMap<Page, string[]>();

/**
 * Notes, in `page` from its first script on, what became of every tap; and beside it the page's
 * console messages and its calls to the shop's API with their answers.
 */
export async function recordTaps(page: Page): Promise<void> {
  const calls: string[] = [];
  callsOf.set(page, calls);
  page.on('console', (message) => calls.push(`console ${message.type()}: ${message.text()}`));
  page.on('response', (response) => {
    if (response.url().includes('/api/')) calls.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    calls.push(`failed ${request.url()}: ${request.failure()?.errorText}`);
  });
  await page.context().addInitScript(notePageTaps);
}

/** What `page` noted of its taps, one line each, then its console and API calls. */
export async function tapRecordOf(page: Page): Promise<string[]> {
  const taps = await page
    .evaluate(() => (window as unknown as { tapRecord?: string[] }).tapRecord ?? ['no record'])
    .catch((error: Error) => [`no record (${error.message.split('\n')[0]})`]);
  return [...taps, 'its console and its calls to the shop:', ...(callsOf.get(page) ?? [])];
}
