import { type AccessoryOffer, fetchAccessoriesEndpoint } from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HEADSET, MONITOR, MOUSE } from '../../test/accessory-offers';
import { fakeApi } from '../../test/fake-api';
import { WithIdleAddToCart } from '../../test/idle-add-to-cart';
import { renderWithShell } from '../../test/render-with-shell';
import { AccessoriesPage } from './accessories-page';

/** The catalogue's add-ons, the three of the tests unless others are given. */
function serve(accessories: AccessoryOffer[] = [MOUSE, HEADSET, MONITOR]) {
  return fakeApi().on(fetchAccessoriesEndpoint, { accessories });
}

/** Adding is tested with the cart's Add To Cart in app/routes/accessories-screen.test.tsx. */
function renderAccessories(path: string) {
  return renderWithShell(<AccessoriesPage WithAddToCart={WithIdleAddToCart} />, { path });
}

const card = (name: string) => screen.getByRole('article', { name });
const addButton = (name: string) =>
  screen.getByRole<HTMLButtonElement>('button', { name: `Add ${name} to cart` });

async function openTab(label: string) {
  fireEvent.click(await screen.findByRole('tab', { name: label }));
  return screen.getByRole('tabpanel');
}

describe('the add-ons', () => {
  it('offers the five categories and shows each product with its picture, price, warranty, origin, maker and importer', async () => {
    serve();
    renderAccessories('/accessories');
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
    serve([{ ...MOUSE, photos: [photo] }, HEADSET, MONITOR]);
    renderAccessories('/accessories');
    const mouse = within(await openTab('Mice')).getByRole('article', { name: MOUSE.itemShort });
    const image = within(mouse).getByRole('img', { name: photo.alt });
    expect(image.getAttribute('src')).toBe(`/media/accessory/${MOUSE.id}/${photo.id}-640.webp`);
    expect(within(mouse).queryByRole('img', { name: MOUSE.itemShort })).toBeNull();
  });

  it('shows the returns and delivery links below the cards once they are in, not under the spinner', async () => {
    serve();
    renderAccessories('/accessories');
    const spinner = screen.getByText('Loading add-ons...');
    expect(screen.queryByRole('link', { name: 'Returns' })).toBeNull();
    await screen.findAllByRole('article');
    expect(spinner.isConnected).toBe(false);
    expect(screen.getByRole('link', { name: 'Returns' })).toBeTruthy();
  });

  it('shows an out-of-stock product as such, with Add To Cart disabled', async () => {
    serve();
    renderAccessories('/accessories?category=monitor');
    await screen.findByRole('article', { name: MONITOR.itemShort });
    expect(within(card(MONITOR.itemShort)).getByText('Item Out of Stock!')).toBeTruthy();
    expect(addButton(MONITOR.itemShort).disabled).toBe(true);
  });
});
