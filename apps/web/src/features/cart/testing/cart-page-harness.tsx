import type { CartItem, CartProduct } from '@shop/domain';
import { screen, within } from '@testing-library/react';
import { MONITOR, MOUSE } from '../../../test/accessory-offers';
import { fakeApi } from '../../../test/fake-api';
import { testDetails } from '../../../test/fake-session';
import { accessoryProduct } from '../../../test/product-fixtures';
import { CartPage } from '../cart-page';
import { writeGuestCart } from '../guest-cart/guest-cart';
import { fakeCartShop, PC_ITEM } from './fake-cart-shop';
import { renderWithCartSession } from './render-with-cart-session';

export const path = () => screen.getByTestId('current-path').textContent;
export const lineOf = (name: string) => screen.getByRole('listitem', { name });
export const checkoutButton = () =>
  screen.getByRole('button', { name: /Checkout|Add in stock items/ });
export const total = () =>
  within(screen.getByRole('region', { name: 'Cart Summary' })).getByText('Total').nextElementSibling
    ?.textContent;

/** A guest's stored lines, with a price and stock in storage that must never be believed. */
export function storeGuestCart() {
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

export function userLine(
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

export function renderUserCart(cart: CartItem[]) {
  const api = fakeApi();
  const shop = fakeCartShop(api, { userId: 'user-1', cart });
  const view = renderWithCartSession(<CartPage />, { path: '/cart', details: testDetails() });
  return { api, shop, ...view };
}

/** A guest's visit: the shop prices whatever the browser holds. */
export function renderGuestCart() {
  const api = fakeApi();
  const shop = fakeCartShop(api);
  renderWithCartSession(<CartPage />, { path: '/cart' });
  return { api, shop };
}
