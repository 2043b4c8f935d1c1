import { QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionContext } from '../../../lib/session/session-context';
import { anonymousSession } from '../../../test/fake-session';
import { testQueryClient } from '../../../test/render-with-shell';
import { writeGuestCart } from '../guest-cart/guest-cart';
import { useCartCount } from './use-cart-count';

function CartCount() {
  const count = useCartCount();
  return <span>{count > 0 ? `(${count})` : ''}</span>;
}

function Navbar() {
  return (
    <QueryClientProvider client={testQueryClient()}>
      <SessionContext.Provider value={anonymousSession()}>
        <CartCount />
      </SessionContext.Provider>
    </QueryClientProvider>
  );
}

describe("a guest's cart count on a prerendered page", () => {
  afterEach(() => {
    window.localStorage.clear();
    document.body.replaceChildren();
  });

  it('hydrates without a mismatch, then shows what this browser stores and follows it', async () => {
    const html = renderToString(<Navbar />);
    writeGuestCart([
      { itemid: 'guest-1', itemType: 'mouse', item: { id: 'm' }, qty: 2 },
      { itemid: 'guest-2', itemType: 'keyboard', item: { id: 'k' }, qty: 1 },
    ]);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Navbar />, {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('(3)');

    await act(async () => {
      writeGuestCart([{ itemid: 'guest-1', itemType: 'mouse', item: { id: 'm' }, qty: 1 }]);
    });
    expect(container.textContent).toBe('(1)');
    act(() => root.unmount());
  });
});
