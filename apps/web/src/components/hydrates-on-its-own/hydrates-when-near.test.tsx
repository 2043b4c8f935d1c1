import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterEveryPartHydrated, HydratesOnItsOwn } from './hydrates-on-its-own';

/** Records, in order, each part drawn in the browser. */
const drawn: string[] = [];

function Part({ name }: { name: string }) {
  if (typeof window !== 'undefined') drawn.push(name);
  return <section aria-label={name}>{name}</section>;
}

function Page() {
  return (
    <main>
      <Part name="hero" />
      <HydratesOnItsOwn whenNear>
        <Part name="faq" />
      </HydratesOnItsOwn>
    </main>
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

/** Home as the server sends it: #root marked as prerendered, nothing drawn in the browser yet. */
function serverPage(): HTMLElement {
  const html = serverHtml();
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-prerendered', '');
  root.innerHTML = html;
  document.body.append(root);
  drawn.length = 0;
  return root;
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  watched.clear();
  drawn.length = 0;
  document.body.replaceChildren();
});

describe('a part that hydrates once near the screen', () => {
  it('keeps its HTML, held for taps and not awaited, until it comes near; then hydrates in place', async () => {
    const root = serverPage();
    const faq = screen.getByRole('region', { name: 'faq' });
    const reactRoot = hydrateRoot(root, <Page />);
    await act(async () => {});
    expect(drawn).toEqual(['hero']);
    let everyPartInView = false;
    afterEveryPartHydrated(() => {
      everyPartInView = true;
    });
    expect(everyPartInView).toBe(true);
    expect(faq.closest('[data-hydrating]')).not.toBeNull();

    await act(async () => comesNear(faq));
    expect(drawn).toEqual(['hero', 'faq']);
    // Still the element the server drew, in its place, and no longer held.
    expect(screen.getByRole('region', { name: 'faq' })).toBe(faq);
    expect(faq.closest('[data-hydrating]')).toBeNull();
    act(() => reactRoot.unmount());
  });

  it('hydrates when something in it takes the focus before it comes near', async () => {
    const root = serverPage();
    const reactRoot = hydrateRoot(root, <Page />);
    await act(async () => {});
    const faq = screen.getByRole('region', { name: 'faq' });
    await act(async () => {
      faq.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });

    expect(drawn).toEqual(['hero', 'faq']);
    act(() => reactRoot.unmount());
  });

  it('is drawn at once, unmarked, in a page the browser draws itself', () => {
    render(<Page />);
    expect(drawn).toEqual(['hero', 'faq']);
    expect(document.querySelector('[data-hydrating]')).toBeNull();
  });
});
