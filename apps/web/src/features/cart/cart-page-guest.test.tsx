import { updatePriceEndpoint } from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MONITOR, MOUSE } from '../../test/accessory-offers';
import { advanceClock } from '../../test/clock';
import { GUEST_CART_STORAGE_KEY, writeGuestCart } from './guest-cart/guest-cart';
import { readGuestLines } from './guest-cart/guest-cart-lines';
import {
  checkoutButton,
  lineOf,
  path,
  renderGuestCart,
  storeGuestCart,
  total,
} from './testing/cart-page-harness';

afterEach(() => {
  vi.useRealTimers();
});

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
