import { describe, expect, it, vi } from 'vitest';
import { loadSession } from '../session/load-session';
import { addGuestLine, readGuestLines } from './guest-cart-lines';
import { mergeGuestCart } from './merge-cart';
import { fakeCartServer, MOUSE, PC_ITEM } from './testing/fake-cart-server';

function guestCart() {
  addGuestLine({ itemType: 'PC', item: PC_ITEM, itemShort: 'My PC' });
  addGuestLine({ itemType: 'mouse', item: { id: MOUSE.id }, itemShort: MOUSE.itemShort });
}

describe('the guest cart at sign-in', () => {
  it('is merged once into the server cart before the details load, then cleared', async () => {
    guestCart();
    const server = fakeCartServer({ userId: 'user-1' });
    const session = await loadSession();

    expect(server.bodiesSentTo('/api/mergeCart')).toEqual([
      {
        items: [
          { itemType: 'PC', item: PC_ITEM, itemShort: 'My PC', qty: 1 },
          { itemType: 'mouse', item: { id: MOUSE.id }, itemShort: MOUSE.itemShort, qty: 1 },
        ],
      },
    ]);
    expect(readGuestLines()).toEqual([]);
    expect(session?.details?.cartInfo.map((line) => line.itemShort)).toEqual([
      'Ryzen 5 7600 | RTX 4060',
      MOUSE.itemShort,
    ]);
  });

  it('sends the items once when the session loads twice at the same time, and not again after', async () => {
    guestCart();
    const server = fakeCartServer({ userId: 'user-1' });
    await Promise.all([loadSession(), loadSession(), mergeGuestCart()]);
    await loadSession();
    expect(server.bodiesSentTo('/api/mergeCart')).toHaveLength(1);
    expect(server.state.cart).toHaveLength(2);
  });

  it('asks nothing of the server when the guest cart is empty, nor for a visitor logged out', async () => {
    const server = fakeCartServer({ userId: 'user-1' });
    await loadSession();
    expect(server.bodiesSentTo('/api/mergeCart')).toEqual([]);

    guestCart();
    const guestServer = fakeCartServer();
    expect(await loadSession()).toBeNull();
    expect(guestServer.bodiesSentTo('/api/mergeCart')).toEqual([]);
    expect(readGuestLines()).toHaveLength(2);
  });

  it('keeps the guest cart for the next sign-in when the merge fails, and still signs in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    guestCart();
    const server = fakeCartServer({ userId: 'user-1' });
    const fetchMock = vi.mocked(fetch);
    const real = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/mergeCart'
        ? new Response('{"message":"Server Error"}', { status: 500 })
        : (real as typeof fetch)(input, init),
    );
    const session = await loadSession();
    expect(session?.userId).toBe('user-1');
    expect(readGuestLines()).toHaveLength(2);
    expect(server.state.cart).toEqual([]);
  });
});
