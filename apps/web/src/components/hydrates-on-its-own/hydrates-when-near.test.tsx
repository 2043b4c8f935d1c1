import { act, fireEvent, render, screen } from '@testing-library/react';
import { createContext, startTransition, use, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetGatesForTests } from './gates';
import { afterEveryPartHydrated, HydratesOnItsOwn } from './hydrates-on-its-own';

/** Records, in order, each part drawn in the browser. */
const drawn: string[] = [];

/** Stands for the router's location: what a navigation changes above every part. */
const Place = createContext('home');

function Part({ name }: { name: string }) {
  const place = use(Place);
  if (typeof window !== 'undefined') drawn.push(name);
  return (
    <section aria-label={name}>
      {name} at {place}
    </section>
  );
}

function Page() {
  const [place, setPlace] = useState('home');
  return (
    <Place value={place}>
      <main>
        <button type="button" onClick={() => startTransition(() => setPlace('config'))}>
          Go
        </button>
        <Part name="hero" />
        <HydratesOnItsOwn whenNear>
          <Part name="faq" />
        </HydratesOnItsOwn>
        <HydratesOnItsOwn whenNear>
          <Part name="footer" />
        </HydratesOnItsOwn>
      </main>
    </Place>
  );
}

/** jsdom has no IntersectionObserver: this one reports what the test says comes into view. */
const watched = new Map<Element, IntersectionObserverCallback>();
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    watched.set(element, this.callback);
  }
  disconnect() {
    for (const [element, callback] of watched)
      if (callback === this.callback) watched.delete(element);
  }
}

function comesNear(element: Element) {
  const callback = watched.get(element);
  if (!callback) throw new Error('nothing watches that element');
  callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as never);
}

/** The page as the server draws it, where there is no window nor document. */
function serverHtml(): string {
  vi.stubGlobal('window', undefined);
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(<Page />);
  } finally {
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  }
}

/** Home as the server sends it, hydrated: nothing but the page's frame drawn yet. */
async function hydratedPage() {
  const container = document.createElement('div');
  container.innerHTML = serverHtml();
  document.body.append(container);
  drawn.length = 0;
  const root = hydrateRoot(container, <Page />, {
    onRecoverableError: (error) => {
      throw error;
    },
  });
  await act(async () => {});
  return root;
}

const waiting = (name: string) =>
  screen.getByRole('region', { name }).closest('[data-hydrating]') !== null;

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  resetGatesForTests();
  watched.clear();
  drawn.length = 0;
  document.body.replaceChildren();
});

describe('a part that hydrates once near the screen', () => {
  it('keeps its HTML, held for taps and not awaited, until it comes near; then hydrates in place', async () => {
    const root = await hydratedPage();
    const faq = screen.getByRole('region', { name: 'faq' });
    expect(drawn).toEqual(['hero']);
    let everyPartInView = false;
    afterEveryPartHydrated(() => {
      everyPartInView = true;
    });
    expect(everyPartInView).toBe(true);
    expect(waiting('faq')).toBe(true);

    await act(async () => comesNear(faq));
    expect(drawn).toEqual(['hero', 'faq']);
    // Still the element the server drew, in its place, and no longer held.
    expect(screen.getByRole('region', { name: 'faq' })).toBe(faq);
    expect(waiting('faq')).toBe(false);
    expect(waiting('footer')).toBe(true);
    act(() => root.unmount());
  });

  it.each([
    ['a touch', () => fireEvent.pointerDown(document.body)],
    ['a key', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
    ['a focus', () => fireEvent.focusIn(document.body)],
    ['a move through the history', () => window.dispatchEvent(new PopStateEvent('popstate'))],
  ])('hydrates every waiting part at the first %s anywhere', async (_, act1) => {
    const root = await hydratedPage();
    await act(async () => act1());
    expect(drawn).toEqual(['hero', 'faq', 'footer']);
    expect(waiting('faq') || waiting('footer')).toBe(false);
    act(() => root.unmount());
  });

  it('lets a transition started by a tap reach every part, none of them near the screen', async () => {
    const root = await hydratedPage();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    });
    expect(screen.getByRole('region', { name: 'footer' }).textContent).toBe('footer at config');
    expect(screen.getByRole('region', { name: 'faq' }).textContent).toBe('faq at config');
    act(() => root.unmount());
  });

  it('is drawn at once, unmarked, in a page the browser draws itself', () => {
    render(<Page />);
    expect(drawn).toEqual(['hero', 'faq', 'footer']);
    expect(document.querySelector('[data-hydrating]')).toBeNull();
  });
});
