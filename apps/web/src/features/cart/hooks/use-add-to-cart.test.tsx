import { addToCartEndpoint, updatePriceEndpoint } from '@shop/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NewCartLine } from '../../../components/add-to-cart/add-to-cart';
import { StatusMessage } from '../../../components/timed-message';
import { MOUSE } from '../../../test/accessory-offers';
import { advanceClock } from '../../../test/clock';
import { fakeApi } from '../../../test/fake-api';
import { testDetails } from '../../../test/fake-session';
import { readGuestLines } from '../guest-cart/guest-cart-lines';
import { fakeCartShop, PC_ITEM } from '../testing/fake-cart-shop';
import { renderWithCartSession } from '../testing/render-with-cart-session';
import { useAddToCart } from './use-add-to-cart';

function AddButton({ line, refuseGuests }: { line: NewCartLine; refuseGuests?: boolean }) {
  const { add, busy, message } = useAddToCart({ refuseGuests });
  return (
    <>
      <button type="button" disabled={busy} onClick={() => void add(line)}>
        Add To Cart
      </button>
      <StatusMessage message={message} />
    </>
  );
}

const pc: NewCartLine = { itemType: 'PC', item: PC_ITEM, itemShort: 'My PC' };
const mouse: NewCartLine = {
  itemType: 'mouse',
  item: { id: MOUSE.id },
  itemShort: MOUSE.itemShort,
};
const click = () => fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));

describe('Add To Cart for a PC', () => {
  it('adds a guest build once; the same parts again are already in the cart', async () => {
    const api = fakeApi();
    fakeCartShop(api);
    renderWithCartSession(<AddButton line={pc} />, { path: '/config' });
    click();
    expect(await screen.findByText('Item added to cart!')).toBeTruthy();
    expect(readGuestLines()).toMatchObject([
      { itemType: 'PC', item: PC_ITEM, itemShort: 'Ryzen 5 7600 | RTX 4060', qty: 1 },
    ]);
    click();
    expect(await screen.findByText('Item already in cart!')).toBeTruthy();
    expect(readGuestLines()).toHaveLength(1);
    expect(api.calls(updatePriceEndpoint)).toHaveLength(1);
  });

  it('refuses a build the server cannot price, for a guest and for a signed-in user', async () => {
    const incomplete: NewCartLine = { itemType: 'PC', item: { platform: 'AMD' }, itemShort: 'x' };
    fakeCartShop(fakeApi());
    const guest = renderWithCartSession(<AddButton line={incomplete} />, { path: '/config' });
    click();
    expect(await screen.findByText('Please complete the PC before adding to cart!')).toBeTruthy();
    expect(readGuestLines()).toEqual([]);
    guest.unmount();

    const shop = fakeCartShop(fakeApi(), { userId: 'user-1' });
    renderWithCartSession(<AddButton line={incomplete} />, {
      path: '/config',
      details: testDetails(),
    });
    click();
    expect(await screen.findByText('Please complete the PC before adding to cart!')).toBeTruthy();
    expect(shop.state.cart).toEqual([]);
  });
});

describe('Add To Cart for a signed-in user', () => {
  it("puts the answered cart in the one cart cache, which the navbar's count reads", async () => {
    const api = fakeApi();
    fakeCartShop(api, { userId: 'user-1' });
    const view = renderWithCartSession(<AddButton line={mouse} />, {
      path: '/accessories',
      details: testDetails(),
    });
    expect(view.cartCount()).toBe(0);
    click();
    expect(await screen.findByText('Item added to cart!')).toBeTruthy();
    expect(view.cartCount()).toBe(1);
    expect(api.calls(addToCartEndpoint)).toEqual([
      { ...mouse, userid: 'user-1', qty: 1, stock: 'Y' },
    ]);
  });

  it('says the product is already in the cart, and takes the cart the refusal carries', async () => {
    const api = fakeApi();
    const shop = fakeCartShop(api, { userId: 'user-1' });
    const view = renderWithCartSession(<AddButton line={mouse} />, {
      path: '/accessories',
      details: testDetails(),
    });
    click();
    await screen.findByText('Item added to cart!');
    // Another tab raises the quantity meanwhile; the refusal brings the cart as it now stands.
    const [line] = shop.state.cart;
    if (line) line.qty = 3;
    click();
    const refusal = await screen.findByText('Item already in cart!');
    expect(refusal.closest('.alert')?.className).toContain('alert-info');
    expect(view.cartCount()).toBe(3);
  });
});

describe('Add To Cart where guests are asked to log in (home)', () => {
  const prebuilt: NewCartLine = {
    itemType: 'PB',
    item: { id: 'gaming-strike-5060' },
    itemShort: 'Ryzen 5 7600 | RTX 5060',
  };

  it('tells a guest to log in, for 2 s, and calls nothing', async () => {
    vi.useFakeTimers();
    try {
      const api = fakeApi();
      renderWithCartSession(<AddButton line={prebuilt} refuseGuests />, { path: '/' });
      click();
      expect(screen.getByText('Please login to add to cart!')).toBeTruthy();
      expect(readGuestLines()).toEqual([]);
      expect(api.calls(updatePriceEndpoint)).toEqual([]);
      await advanceClock(2_000);
      expect(screen.queryByText('Please login to add to cart!')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('adds for a signed-in user as anywhere else', async () => {
    const api = fakeApi();
    fakeCartShop(api, { userId: 'user-1' });
    renderWithCartSession(<AddButton line={mouse} refuseGuests />, {
      path: '/',
      details: testDetails(),
    });
    click();
    expect(await screen.findByText('Item added to cart!')).toBeTruthy();
    expect(api.calls(addToCartEndpoint)).toHaveLength(1);
  });
});
