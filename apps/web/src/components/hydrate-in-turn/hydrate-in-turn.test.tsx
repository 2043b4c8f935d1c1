import { fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from '../../lib/use-hydrated';
import { settle } from '../../test/settle';
import { HydrateInTurn } from './hydrate-in-turn';
import { everyPartHydrated, hydrateInTurns } from './hydration-turns';

/** Records, in order, each part drawn in the browser. */
const drawn: string[] = [];

function Part({ name }: { name: string }) {
  const [taps, setTaps] = useState(0);
  if (typeof window !== 'undefined' && !drawn.includes(name)) drawn.push(name);
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
      <HydrateInTurn>
        <Part name="faq" />
      </HydrateInTurn>
      <HydrateInTurn>
        <Part name="footer" />
      </HydrateInTurn>
    </main>
  );
}

/** The shop's WhatsApp number, once its settings have arrived. */
let whatsapp: string | undefined;

/** Chat on WhatsApp once the number is known and the part has hydrated, else a call. */
function ChatLink() {
  const number = useHydrated() ? whatsapp : undefined;
  return number ? <a href={`https://wa.me/${number}`}>Chat</a> : <a href="/contact-us">Call</a>;
}

afterEach(() => {
  whatsapp = undefined;
  drawn.length = 0;
  document.body.replaceChildren();
});

describe('a part that hydrates in its turn', () => {
  it('keeps the HTML it arrived with through the first pass, then hydrates in the order the page shows it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const faq = screen.getByRole('region', { name: 'faq' });
    drawn.length = 0;

    const hydrated = hydrateInTurns(() => hydrateRoot(container, <Page />));
    expect(drawn).toEqual(['hero']);
    // Still the element the server drew, in its place.
    expect(screen.getByRole('region', { name: 'faq' })).toBe(faq);
    expect(container.querySelectorAll('section')).toHaveLength(3);

    await hydrated;
    await everyPartHydrated();
    await settle();
    expect(drawn).toEqual(['hero', 'faq', 'footer']);
    expect(screen.getByRole('region', { name: 'faq' })).toBe(faq);

    fireEvent.click(screen.getByRole('button', { name: 'footer 0' }));
    expect(screen.getByRole('button', { name: 'footer 1' })).toBeTruthy();
  });

  it('is its children at once in a page the browser draws', () => {
    render(<Page />);
    expect(drawn).toEqual(['hero', 'faq', 'footer']);
    fireEvent.click(screen.getByRole('button', { name: 'faq 0' }));
    expect(screen.getByRole('button', { name: 'faq 1' })).toBeTruthy();
  });

  it('draws what the server drew while it hydrates, even when data arrived during the first pass', async () => {
    const page = () => (
      <main>
        <Part name="hero" />
        <HydrateInTurn>
          <aside aria-label="Chat or call us">
            <ChatLink />
          </aside>
        </HydrateInTurn>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);

    const hydrated = hydrateInTurns(() => hydrateRoot(container, page()));
    // The shop's settings arrive before the part's turn.
    whatsapp = '914440001234';
    await hydrated;
    await settle();
    const link = screen.getByRole('link', { name: 'Chat' });
    expect(link.getAttribute('href')).toBe('https://wa.me/914440001234');
    expect(screen.queryByRole('link', { name: 'Call' })).toBeNull();
  });
});
