import { delItemEndpoint, updatePriceEndpoint, updateQtyEndpoint } from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADSET, MOUSE } from '../../test/accessory-offers';
import { advanceClock } from '../../test/clock';
import { fakeApi } from '../../test/fake-api';
import { testDetails } from '../../test/fake-session';
import { accessoryProduct } from '../../test/product-fixtures';
import { CartPage } from './cart-page';
import {
  checkoutButton,
  lineOf,
  path,
  renderUserCart,
  total,
  userLine,
} from './testing/cart-page-harness';
import { fakeCartShop, PC_ITEM } from './testing/fake-cart-shop';
import { renderWithCartSession } from './testing/render-with-cart-session';

afterEach(() => {
  vi.useRealTimers();
});

describe("a signed-in user's cart", () => {
  it('refuses add-ons alone for 2 s, keeping the visitor on the cart', async () => {
    vi.useFakeTimers();
    renderUserCart([
      userLine('i1', {}),
      userLine(
        'i2',
        { itemShort: HEADSET.itemShort },
        { itemType: 'headset', item: accessoryProduct(HEADSET) },
      ),
    ]);
    await screen.findByRole('listitem', { name: HEADSET.itemShort });
    fireEvent.click(checkoutButton());
    const message =
      'Add-Ons cannot be purchased seperately! Kindly add a PC and proceed to checkout!';
    expect(screen.getByText(message)).toBeTruthy();
    await advanceClock(1_900);
    expect(screen.queryByText(message)).not.toBeNull();
    await advanceClock(150);
    expect(screen.queryByText(message)).toBeNull();
    expect(path()).toBe('/cart');
  });

  it('goes to /checkout with an in-stock PC', async () => {
    renderUserCart([
      userLine('pc', { itemShort: 'My PC' }, { itemType: 'PC', item: PC_ITEM }),
      userLine('i1', {}),
    ]);
    await screen.findByRole('listitem', { name: 'Custom PC (Pro PC)' });
    expect(total()).toBe('₹90,936');
    fireEvent.click(checkoutButton());
    expect(path()).toBe('/checkout');
  });

  it("sends a change of 0 for the decrement at 1, +1 for the increment, and keeps the navbar's count in step", async () => {
    const { api, cartCount } = renderUserCart([userLine('i1', {})]);
    const line = await screen.findByRole('listitem', { name: MOUSE.itemShort });
    const decrease = within(line).getByRole('button', {
      name: `Decrease quantity of ${MOUSE.itemShort}`,
    });
    await vi.waitFor(() => expect((decrease as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(decrease);
    await vi.waitFor(() => expect(api.calls(updateQtyEndpoint)).toHaveLength(1));
    await vi.waitFor(() => expect((decrease as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(
      within(line).getByRole('button', { name: `Increase quantity of ${MOUSE.itemShort}` }),
    );
    expect(await within(line).findByText('₹2,790')).toBeTruthy();
    expect(api.calls(updateQtyEndpoint)).toEqual([
      { itemid: 'i1', qty: 0, userid: 'user-1' },
      { itemid: 'i1', qty: 1, userid: 'user-1' },
    ]);
    expect(cartCount()).toBe(2);
  });

  it('deletes a line on the server', async () => {
    const { api, cartCount } = renderUserCart([userLine('i1', {})]);
    const line = await screen.findByRole('listitem', { name: MOUSE.itemShort });
    expect(cartCount()).toBe(1);
    const remove = within(line).getByRole('button', { name: `Delete ${MOUSE.itemShort}` });
    await vi.waitFor(() => expect((remove as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(remove);
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(api.calls(delItemEndpoint)).toEqual([{ itemid: 'i1', userid: 'user-1' }]);
    expect(cartCount()).toBe(0);
  });

  it("shows the cart as the server prices it on opening, not the session's copy", async () => {
    const api = fakeApi();
    fakeCartShop(api, { userId: 'user-1', cart: [userLine('i1', { qty: 2 })] });
    const stale = { ...testDetails(), cartInfo: [userLine('old', { qty: 5 })] };
    const { cartCount } = renderWithCartSession(<CartPage />, { path: '/cart', details: stale });
    expect(screen.getByText('Loading your cart...')).toBeTruthy();
    expect(cartCount()).toBe(5);
    expect(await screen.findByRole('listitem', { name: MOUSE.itemShort })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(cartCount()).toBe(2);
    expect(api.calls(updatePriceEndpoint)).toEqual([{ cart: [] }]);
  });

  it('refuses a change to a line gone out of stock meanwhile for 2 s, showing the cart it answers', async () => {
    vi.useFakeTimers();
    const { api, shop } = renderUserCart([userLine('i1', {})]);
    const line = await screen.findByRole('listitem', { name: MOUSE.itemShort });
    const increase = within(line).getByRole('button', {
      name: `Increase quantity of ${MOUSE.itemShort}`,
    });
    await vi.waitFor(() => expect((increase as HTMLButtonElement).disabled).toBe(false));
    shop.setStock(MOUSE.id, 'N');
    fireEvent.click(increase);
    expect(await screen.findByText('Item Out of Stock!')).toBeTruthy();
    expect(within(lineOf(MOUSE.itemShort)).getByText('Out of Stock')).toBeTruthy();
    expect(api.calls(updatePriceEndpoint)).toHaveLength(1);
    await advanceClock(2_050);
    expect(screen.queryByText('Item Out of Stock!')).toBeNull();
  });
});
