import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { afterEveryPartHydrated, HydratesOnItsOwn } from './hydrates-on-its-own';

/** Records, in order, each part drawn in the browser. */
const drawn: string[] = [];

function Part({ name }: { name: string }) {
  const [taps, setTaps] = useState(0);
  if (typeof window !== 'undefined') drawn.push(name);
  return (
    <section aria-label={name}>
      <button type="button" onClick={() => setTaps(taps + 1)}>
        {name} {taps}
      </button>
    </section>
  );
}

function Page() {
  return (
    <main>
      <Part name="hero" />
      <HydratesOnItsOwn>
        <Part name="faq" />
      </HydratesOnItsOwn>
      <HydratesOnItsOwn>
        <Part name="footer" />
      </HydratesOnItsOwn>
    </main>
  );
}

/** The page's HTML as the server draws it, in the document, with nothing drawn in the browser yet. */
function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  drawn.length = 0;
  return container;
}

afterEach(() => {
  drawn.length = 0;
  document.body.replaceChildren();
});

describe('a part that hydrates on its own', () => {
  it('keeps its HTML through the first pass, and is hydrated with the rest after it', async () => {
    const container = serverPage();
    const faq = screen.getByRole('region', { name: 'faq' });
    let everyPart = false;
    const root = hydrateRoot(container, <Page />);
    await act(async () => {});
    afterEveryPartHydrated(() => {
      everyPart = true;
    });
    expect(drawn.filter((name) => name !== 'hero')).toEqual(['faq', 'footer']);
    expect(everyPart).toBe(true);
    // Still the element the server drew, in its place.
    expect(screen.getByRole('region', { name: 'faq' })).toBe(faq);
    fireEvent.click(screen.getByRole('button', { name: 'footer 0' }));
    expect(screen.getByRole('button', { name: 'footer 1' })).toBeTruthy();
    act(() => root.unmount());
  });

  it('hydrates first, and answers, the part a tap lands on before its turn', () => {
    const container = serverPage();
    const root = hydrateRoot(container, <Page />);
    // No turn of the event loop yet: React has not hydrated anything when the tap lands.
    expect(drawn).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'footer 0' }));
    expect(screen.getByRole('button', { name: 'footer 1' })).toBeTruthy();
    // The footer was hydrated and drawn again with the tap's answer before the FAQ above it.
    expect(drawn.slice(0, 3)).toEqual(['hero', 'footer', 'footer']);
    act(() => root.unmount());
  });

  it('is its children at once in a page the browser draws', () => {
    let everyPart = false;
    render(<Page />);
    afterEveryPartHydrated(() => {
      everyPart = true;
    });
    expect(drawn).toEqual(['hero', 'faq', 'footer']);
    expect(everyPart).toBe(true);
  });
});
