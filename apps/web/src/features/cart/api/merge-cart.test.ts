import { mergeCartEndpoint } from '@shop/domain';
import { describe, expect, it, vi } from 'vitest';
import { loadSession as loadSessionWith } from '../../../lib/session/load-session';
import { MOUSE } from '../../../test/accessory-offers';
import { failWith, fakeApi, testUserDetails } from '../../../test/fake-api';
import { addGuestLine, readGuestLines } from '../guest-cart/guest-cart-lines';
import { fakeCartShop, PC_ITEM } from '../testing/fake-cart-shop';
import { mergeGuestCart } from './merge-cart';

/** The session on load, with the merge as app/providers hands it in. */
const loadSession = () => loadSessionWith(mergeGuestCart);

function guestCart() {
  addGuestLine({ itemType: 'PC', item: PC_ITEM, itemShort: 'My PC' });
  addGuestLine({ itemType: 'mouse', item: { id: MOUSE.id }, itemShort: MOUSE.itemShort });
}

/** A signed-in visitor's shop: the user record holds the cart as it stands. */
function signedInShop() {
  const api = fakeApi().signedIn(testUserDetails());
  return { api, shop: fakeCartShop(api, { userId: 'user-1' }) };
}

describe('the guest cart at sign-in', () => {
  it('is merged once into the server cart before the details load, then cleared', async () => {
    guestCart();
    const { api } = signedInShop();
    const session = await loadSession();

    expect(api.calls(mergeCartEndpoint)).toEqual([
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
    const { api, shop } = signedInShop();
    await Promise.all([loadSession(), loadSession(), mergeGuestCart()]);
    await loadSession();
    expect(api.calls(mergeCartEndpoint)).toHaveLength(1);
    expect(shop.state.cart).toHaveLength(2);
  });

  it('asks nothing of the server when the guest cart is empty, nor for a visitor logged out', async () => {
    const { api } = signedInShop();
    await loadSession();
    expect(api.calls(mergeCartEndpoint)).toEqual([]);

    guestCart();
    const guestApi = fakeApi().signedOut();
    fakeCartShop(guestApi);
    expect(await loadSession()).toBeNull();
    expect(guestApi.calls(mergeCartEndpoint)).toEqual([]);
    expect(readGuestLines()).toHaveLength(2);
  });

  it('keeps the guest cart for the next sign-in when the merge fails, and still signs in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    guestCart();
    const { api, shop } = signedInShop();
    api.on(mergeCartEndpoint, failWith(500, 'SERVER_ERROR', 'Something went wrong.'));
    const session = await loadSession();
    expect(session?.userId).toBe('user-1');
    expect(readGuestLines()).toHaveLength(2);
    expect(shop.state.cart).toEqual([]);
  });

  it('drops lines the server calls malformed, and signs in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    guestCart();
    const { api } = signedInShop();
    api.on(mergeCartEndpoint, failWith(400, 'BAD_REQUEST', 'Invalid input'));
    const session = await loadSession();
    expect(session?.userId).toBe('user-1');
    expect(readGuestLines()).toEqual([]);
  });
});
