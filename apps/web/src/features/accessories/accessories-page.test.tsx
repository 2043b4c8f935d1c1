import { addToCartEndpoint } from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readGuestLines } from '../../lib/cart/guest-cart-lines';
import { fakeCartShop, HEADSET, MONITOR, MOUSE } from '../../lib/cart/testing/fake-cart-shop';
import { renderWithCartSession } from '../../lib/cart/testing/render-with-cart-session';
import { advanceClock } from '../../test/clock';
import { fakeApi, testUserDetails } from '../../test/fake-api';
import { AccessoriesPage } from './accessories-page';

afterEach(() => {
  vi.useRealTimers();
});

const card = (name: string) => screen.getByRole('article', { name });
const addButton = (name: string) =>
  screen.getByRole<HTMLButtonElement>('button', { name: `Add ${name} to cart` });

async function openTab(label: string) {
  fireEvent.click(await screen.findByRole('tab', { name: label }));
  return screen.getByRole('tabpanel');
}

describe('the add-ons', () => {
  it('offers the five categories and shows each product with its picture, price, warranty, origin, maker and importer', async () => {
    fakeCartShop(fakeApi());
    renderWithCartSession(<AccessoriesPage />, { path: '/accessories' });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Monitors',
      'Keyboards',
      'Mice',
      'Headsets',
      'Simulators',
    ]);
    const panel = await openTab('Mice');
    const mouse = within(panel).getByRole('article', { name: MOUSE.itemShort });
    expect(within(mouse).getByRole('img', { name: MOUSE.itemShort })).toBeTruthy();
    expect(within(mouse).getByText(MOUSE.item)).toBeTruthy();
    expect(within(mouse).getByText('₹1,395')).toBeTruthy();
    expect(within(mouse).getByText('2 years warranty')).toBeTruthy();
    expect(within(mouse).getByText('Country of origin').nextSibling?.textContent).toBe('China');
    expect(within(mouse).getByText(MOUSE.facts.maker)).toBeTruthy();
    expect(within(mouse).getByText(String(MOUSE.facts.importer))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Returns' }).getAttribute('href')).toBe(
      '/returns-policy',
    );
    expect(within(panel).queryByRole('article', { name: HEADSET.itemShort })).toBeNull();
    expect(screen.getByTestId('current-path').textContent).toBe('/accessories');
  });

  it("shows an add-on's staff photo in place of its drawing", async () => {
    const photo = { id: 'f0e1d2c3b4a5f6e7d8c9', alt: 'The mouse from above' };
    fakeCartShop(fakeApi(), { accessories: [{ ...MOUSE, photos: [photo] }, HEADSET, MONITOR] });
    renderWithCartSession(<AccessoriesPage />, { path: '/accessories' });
    const mouse = within(await openTab('Mice')).getByRole('article', { name: MOUSE.itemShort });
    const image = within(mouse).getByRole('img', { name: photo.alt });
    expect(image.getAttribute('src')).toBe(`/media/accessory/${MOUSE.id}/${photo.id}-640.webp`);
    expect(within(mouse).queryByRole('img', { name: MOUSE.itemShort })).toBeNull();
  });

  it('shows the returns and delivery links below the cards once they are in, not under the spinner', async () => {
    fakeCartShop(fakeApi());
    renderWithCartSession(<AccessoriesPage />, { path: '/accessories' });
    const spinner = screen.getByText('Loading add-ons...');
    expect(screen.queryByRole('link', { name: 'Returns' })).toBeNull();
    await screen.findAllByRole('article');
    expect(spinner.isConnected).toBe(false);
    expect(screen.getByRole('link', { name: 'Returns' })).toBeTruthy();
  });

  it('shows an out-of-stock product as such, with Add To Cart disabled', async () => {
    fakeCartShop(fakeApi());
    renderWithCartSession(<AccessoriesPage />, { path: '/accessories?category=monitor' });
    await screen.findByRole('article', { name: MONITOR.itemShort });
    expect(within(card(MONITOR.itemShort)).getByText('Item Out of Stock!')).toBeTruthy();
    expect(addButton(MONITOR.itemShort).disabled).toBe(true);
  });
});

describe('a guest adding an add-on', () => {
  it('keeps it in this browser and says so for 2 s; the button waits while busy', async () => {
    vi.useFakeTimers();
    const api = fakeApi();
    fakeCartShop(api);
    renderWithCartSession(<AccessoriesPage />, { path: '/accessories?category=mouse' });
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
    renderWithCartSession(<AccessoriesPage />, { path: '/accessories?category=headset' });
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
    const { sessionChanges } = renderWithCartSession(<AccessoriesPage />, {
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
