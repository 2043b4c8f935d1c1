import { addToCartEndpoint } from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readGuestLines } from '../../features/cart/guest-cart/guest-cart-lines';
import { fakeCartShop } from '../../features/cart/testing/fake-cart-shop';
import { renderWithCartSession } from '../../features/cart/testing/render-with-cart-session';
import { HEADSET, MOUSE } from '../../test/accessory-offers';
import { advanceClock } from '../../test/clock';
import { fakeApi, testUserDetails } from '../../test/fake-api';
import { AccessoriesScreen } from './accessories-screen';

afterEach(() => {
  vi.useRealTimers();
});

const card = (name: string) => screen.getByRole('article', { name });
const addButton = (name: string) =>
  screen.getByRole<HTMLButtonElement>('button', { name: `Add ${name} to cart` });

describe('a guest adding an add-on', () => {
  it('keeps it in this browser and says so for 2 s; the button waits while busy', async () => {
    vi.useFakeTimers();
    const api = fakeApi();
    fakeCartShop(api);
    renderWithCartSession(<AccessoriesScreen />, { path: '/accessories?category=mouse' });
    await screen.findByRole('article', { name: MOUSE.itemShort });
    fireEvent.click(addButton(MOUSE.itemShort));
    expect(addButton(MOUSE.itemShort).disabled).toBe(true);
    expect(await within(card(MOUSE.itemShort)).findByText('Item added to cart!')).toBeTruthy();
    expect(addButton(MOUSE.itemShort).disabled).toBe(false);
    expect(readGuestLines()).toMatchObject([
      { itemType: 'mouse', item: { id: MOUSE.id }, itemShort: MOUSE.itemShort, qty: 1 },
    ]);
    expect(api.calls(addToCartEndpoint)).toEqual([]);
    await advanceClock(1_900);
    expect(screen.queryByText('Item added to cart!')).not.toBeNull();
    await advanceClock(150);
    expect(screen.queryByText('Item added to cart!')).toBeNull();

    fireEvent.click(addButton(MOUSE.itemShort));
    expect(await screen.findByText('Item already in cart!')).toBeTruthy();
    expect(readGuestLines()).toHaveLength(1);
    await advanceClock(2_050);
    expect(screen.queryByText('Item already in cart!')).toBeNull();
  });

  it('is refused an item that went out of stock since the page loaded', async () => {
    const api = fakeApi();
    const server = fakeCartShop(api);
    renderWithCartSession(<AccessoriesScreen />, { path: '/accessories?category=headset' });
    await screen.findByRole('article', { name: HEADSET.itemShort });
    server.setStock(HEADSET.id, 'N');
    fireEvent.click(addButton(HEADSET.itemShort));
    expect(await screen.findByText('Item Out of Stock!')).toBeTruthy();
    expect(readGuestLines()).toEqual([]);
  });
});

describe('a signed-in user adding an add-on', () => {
  it('adds it to the server cart, which the session then holds for the navbar', async () => {
    const api = fakeApi().signedIn(testUserDetails());
    fakeCartShop(api, { userId: 'user-1' });
    const { sessionChanges } = renderWithCartSession(<AccessoriesScreen />, {
      path: '/accessories?category=mouse',
      details: testUserDetails(),
    });
    await screen.findByRole('article', { name: MOUSE.itemShort });
    fireEvent.click(addButton(MOUSE.itemShort));
    expect(await screen.findByText('Item added to cart!')).toBeTruthy();
    expect(api.calls(addToCartEndpoint)).toEqual([
      {
        userid: 'user-1',
        itemType: 'mouse',
        item: { ...MOUSE },
        itemShort: MOUSE.itemShort,
        qty: 1,
        stock: 'Y',
      },
    ]);
    expect(sessionChanges.at(-1)?.cartInfo).toMatchObject([{ itemShort: MOUSE.itemShort, qty: 1 }]);
    expect(readGuestLines()).toEqual([]);

    fireEvent.click(addButton(MOUSE.itemShort));
    expect(await screen.findByText('Item already in cart!')).toBeTruthy();
  });
});
