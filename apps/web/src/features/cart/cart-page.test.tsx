import {
  type CartItem,
  type CartProduct,
  delItemEndpoint,
  updatePriceEndpoint,
  updateQtyEndpoint,
} from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADSET, MONITOR, MOUSE } from '../../test/accessory-offers';
import { advanceClock } from '../../test/clock';
import { fakeApi } from '../../test/fake-api';
import { testDetails } from '../../test/fake-session';
import { accessoryProduct } from '../../test/product-fixtures';
import { CartPage } from './cart-page';
import { GUEST_CART_STORAGE_KEY, writeGuestCart } from './guest-cart/guest-cart';
import { readGuestLines } from './guest-cart/guest-cart-lines';
import { fakeCartShop, PC_ITEM } from './testing/fake-cart-shop';
import { renderWithCartSession } from './testing/render-with-cart-session';

afterEach(() => {
  vi.useRealTimers();
});

const path = () => screen.getByTestId('current-path').textContent;
const lineOf = (name: string) => screen.getByRole('listitem', { name });
const checkoutButton = () => screen.getByRole('button', { name: /Checkout|Add in stock items/ });
const total = () =>
  within(screen.getByRole('region', { name: 'Cart Summary' })).getByText('Total').nextElementSibling
    ?.textContent;

/** A guest's stored lines, with a price and stock in storage that must never be believed. */
function storeGuestCart() {
  writeGuestCart([
    {
      itemid: 'guest-pc',
      itemType: 'PC',
      item: PC_ITEM,
      itemShort: 'My PC',
      qty: 1,
      updatedPrice: 1,
    },
    {
      itemid: 'guest-mouse',
      itemType: 'mouse',
      item: { id: MOUSE.id },
      itemShort: MOUSE.itemShort,
      qty: 2,
      stock: 'Y',
    },
    {
      itemid: 'guest-monitor',
      itemType: 'monitor',
      item: { id: MONITOR.id },
      itemShort: MONITOR.itemShort,
      qty: 1,
      stock: 'Y',
    },
  ]);
}

function userLine(
  itemid: string,
  overrides: Partial<Omit<CartItem, 'itemType' | 'item'>>,
  product: CartProduct = { itemType: 'mouse', item: accessoryProduct(MOUSE) },
): CartItem {
  return {
    itemid,
    userid: 'user-1',
    ...product,
    itemShort: MOUSE.itemShort,
    title: MOUSE.itemShort,
    qty: 1,
    stock: 'Y',
    updatedPrice: MOUSE.price,
    created: '2026-01-01T00:00:00.000Z',
    checkoutInfo: null,
    checkouttime: null,
    ...overrides,
  };
}

function renderUserCart(cart: CartItem[]) {
  const api = fakeApi();
  const shop = fakeCartShop(api, { userId: 'user-1', cart });
  const view = renderWithCartSession(<CartPage />, { path: '/cart', details: testDetails() });
  return { api, shop, ...view };
}

/** A guest's visit: the shop prices whatever the browser holds. */
function renderGuestCart() {
  const api = fakeApi();
  const shop = fakeCartShop(api);
  renderWithCartSession(<CartPage />, { path: '/cart' });
  return { api, shop };
}

describe("a guest's cart", () => {
  it('shows the server prices, marks out-of-stock items and leaves them out of the total', async () => {
    storeGuestCart();
    const { api } = renderGuestCart();

    const pc = await screen.findByRole('listitem', { name: 'Custom PC (Pro PC)' });
    expect(within(pc).getByText('₹89,541')).toBeTruthy();
    expect(within(lineOf(MOUSE.itemShort)).getByText('₹2,790')).toBeTruthy();
    const monitor = lineOf(MONITOR.itemShort);
    expect(within(monitor).getByText('Out of Stock')).toBeTruthy();
    expect(within(monitor).getByText('Not in total')).toBeTruthy();
    expect(total()).toBe('₹92,331');
    for (const name of ['Decrease', 'Increase']) {
      const button = within(monitor).getByRole('button', {
        name: `${name} quantity of ${MONITOR.itemShort}`,
      });
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    // Only ids, type and quantity were sent to be priced; the stored price and stock were not believed.
    expect(api.calls(updatePriceEndpoint)[0]).toMatchObject({
      cart: [
        { itemid: 'guest-pc', qty: 1 },
        { itemid: 'guest-mouse', qty: 2 },
        { itemid: 'guest-monitor' },
      ],
    });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('changes quantities in storage (the decrement at 1 changes nothing) and deletes lines', async () => {
    writeGuestCart([
      {
        itemid: 'guest-mouse',
        itemType: 'mouse',
        item: { id: MOUSE.id },
        itemShort: MOUSE.itemShort,
        qty: 1,
      },
    ]);
    renderGuestCart();
    const line = await screen.findByRole('listitem', { name: MOUSE.itemShort });
    const decrease = within(line).getByRole('button', {
      name: `Decrease quantity of ${MOUSE.itemShort}`,
    });
    const increase = within(line).getByRole('button', {
      name: `Increase quantity of ${MOUSE.itemShort}`,
    });

    fireEvent.click(decrease);
    expect(readGuestLines()[0]?.qty).toBe(1);
    fireEvent.click(increase);
    expect(readGuestLines()[0]?.qty).toBe(2);
    expect(await within(line).findByText('₹2,790')).toBeTruthy();

    await vi.waitFor(() => expect((decrease as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(line).getByRole('button', { name: `Delete ${MOUSE.itemShort}` }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(window.localStorage.getItem(GUEST_CART_STORAGE_KEY)).toBe('[]');
    expect(screen.getByRole('link', { name: 'Build Your Own PC' }).getAttribute('href')).toBe(
      '/config',
    );
    expect(screen.getByRole('link', { name: 'Browse Add-Ons' }).getAttribute('href')).toBe(
      '/accessories',
    );
  });

  it('is told to log in at checkout, and goes to /login after 2 s', async () => {
    vi.useFakeTimers();
    storeGuestCart();
    renderGuestCart();
    await screen.findByRole('listitem', { name: 'Custom PC (Pro PC)' });
    fireEvent.click(checkoutButton());
    expect(screen.getByText('Kindly login to proceed!')).toBeTruthy();
    expect((checkoutButton() as HTMLButtonElement).disabled).toBe(true);
    await advanceClock(1_900);
    expect(path()).toBe('/cart');
    await advanceClock(150);
    expect(path()).toBe('/login');
  });

  it('cannot check out with nothing in stock', async () => {
    writeGuestCart([
      {
        itemid: 'guest-monitor',
        itemType: 'monitor',
        item: { id: MONITOR.id },
        itemShort: MONITOR.itemShort,
        qty: 1,
      },
    ]);
    renderGuestCart();
    await screen.findByRole('listitem', { name: MONITOR.itemShort });
    const button = screen.getByRole('button', { name: 'Add in stock items to proceed' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(total()).toBe('₹0');
  });

  it('shows a friendly empty cart without asking the server anything', () => {
    const { api } = renderGuestCart();
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(api.calls(updatePriceEndpoint)).toEqual([]);
  });
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
