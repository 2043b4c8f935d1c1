import {
  addBuildEndpoint,
  type BuildPrice,
  fetchAllComponentsEndpoint,
  formatInr,
  priceBuildEndpoint,
  priceSelection,
  type Selection,
} from '@shop/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  chooseAllInAccordion,
  chooseInAccordion,
} from '../../components/build-accordion/choose-in-accordion';
import { firstChoiceSelection, REAL_CATALOGUE } from '../../components/pc-build/catalogue-fixture';
import { failWith, fakeApi } from '../../test/fake-api';
import { idleAddToCart } from '../../test/idle-add-to-cart';
import { renderWithShell } from '../../test/render-with-shell';
import { ConfiguratorPage } from './configurator-page';

// A price no local formula gives for the first-choice build: the page must show the server's.
const SERVER_PRICE: BuildPrice = {
  complete: true,
  problems: [],
  struckPrice: 137_190,
  sellingPrice: 123_471,
  saving: 13_719,
  struckPricePaise: 13_719_000,
  sellingPricePaise: 12_347_100,
  savingPaise: 1_371_900,
  tier: 'Master PC',
};

function serveShop() {
  return fakeApi()
    .on(fetchAllComponentsEndpoint, REAL_CATALOGUE)
    .on(priceBuildEndpoint, SERVER_PRICE)
    .on(addBuildEndpoint, { id: 'b7Xk2' });
}

/** Adding is tested with the cart's Add To Cart in app/routes/configurator-screen.test.tsx. */
async function renderConfigurator() {
  renderWithShell(<ConfiguratorPage cart={idleAddToCart} />, { path: '/config' });
  await screen.findByRole('button', { name: /Processor/ });
}

const choose = chooseInAccordion;
const chooseAll = chooseAllInAccordion;

function sectionButton(name: string) {
  return screen.getByRole('button', { name: new RegExp(`^\\d?\\s*${name}`) });
}

describe('Build Your Own PC', () => {
  it('shows a spinner while the components load, then the eight sections', async () => {
    serveShop();
    const { container } = renderWithShell(<ConfiguratorPage cart={idleAddToCart} />, {
      path: '/config',
    });
    expect(screen.getByText('Loading components...')).toBeTruthy();
    const spinnerBox = container.querySelector('.config-loading');
    await screen.findByRole('button', { name: /Processor/ });
    // The sections arrive in an element of their own: the spinner's box, moved and resized,
    // would count as a layout shift.
    expect(spinnerBox?.isConnected).toBe(false);
    for (const name of ['Chipset', 'RAM', 'GPU', 'Cooler', 'Storage', 'Power Supply', 'Cabinet']) {
      expect(sectionButton(name)).toBeTruthy();
    }
    const platforms = within(screen.getByRole('group', { name: 'Platform' })).getAllByRole('radio');
    expect(platforms.map((radio) => (radio as HTMLInputElement).value)).toEqual(['AMD', 'Intel']);
  });

  it('only logs a failed component fetch and removes the spinner', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi().on(fetchAllComponentsEndpoint, failWith(500, 'SERVER_ERROR', 'down'));
    renderWithShell(<ConfiguratorPage cart={idleAddToCart} />, { path: '/config' });
    await waitFor(() => expect(screen.queryByText('Loading components...')).toBeNull(), {
      timeout: 4_000,
    });
    expect(logged).toHaveBeenCalledWith('Could not load the components', expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears every later field when an earlier choice changes and opens the next section', async () => {
    serveShop();
    await renderConfigurator();
    const build = firstChoiceSelection();
    chooseAll(build, 'chipset');
    expect(sectionButton('RAM').getAttribute('aria-expanded')).toBe('true');
    expect((document.getElementById('config-chipset') as HTMLSelectElement).value).toBe(
      build.chipset,
    );

    choose('generation', build.generation);
    expect((document.getElementById('config-processor') as HTMLSelectElement).value).toBe('');
    expect((document.getElementById('config-chipset') as HTMLSelectElement).value).toBe('');
    expect(sectionButton('Processor').getAttribute('aria-expanded')).toBe('true');
  });

  it('guards a section opened too early with a dismissible alert', async () => {
    serveShop();
    await renderConfigurator();
    fireEvent.click(sectionButton('GPU'));
    expect(screen.getByRole('alert').textContent).toContain(
      'Please complete preceding sections first!',
    );
    expect(sectionButton('GPU').getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(screen.queryByRole('alert')).toBeNull();

    chooseAll(firstChoiceSelection(), 'processor');
    fireEvent.click(sectionButton('RAM'));
    expect(screen.getByRole('alert').textContent).toContain(
      'Please complete Chipset section first!',
    );
  });

  it("prices the finished build on the server and shows the server's price", async () => {
    const api = serveShop();
    await renderConfigurator();
    const build = firstChoiceSelection();
    chooseAll(build);

    expect(await screen.findByText('Calculating your price...')).toBeTruthy();
    const summary = await screen.findByRole('region', { name: 'Your PC' });
    expect(api.calls(priceBuildEndpoint)).toEqual([{ selection: build }]);
    expect(within(summary).getByText('₹1,23,471')).toBeTruthy();
    expect(within(summary).getByText('₹1,37,190')).toBeTruthy();
    expect(within(summary).getByText('You save ₹13,719')).toBeTruthy();
    expect(within(summary).getByText('Master PC')).toBeTruthy();

    const local = formatInr(priceSelection(REAL_CATALOGUE, build).sellingPrice);
    expect(local).not.toBe('₹1,23,471');
    expect(within(summary).queryByText(local)).toBeNull();
  });

  it('shows the three tabs and the PC Specification dialog', async () => {
    serveShop();
    await renderConfigurator();
    chooseAll(firstChoiceSelection());
    const summary = await screen.findByRole('region', { name: 'Your PC' });
    for (const tab of ['Overview', 'Benchmarks', 'Features']) {
      expect(within(summary).getByRole('tab', { name: tab })).toBeTruthy();
    }
    fireEvent.click(within(summary).getByRole('tab', { name: 'Benchmarks' }));
    expect(within(summary).getAllByRole('meter').length).toBe(7);

    fireEvent.click(within(summary).getByRole('button', { name: 'PC Specification' }));
    const dialog = await screen.findByRole('dialog', { name: 'PC Specification' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Overview', 'Benchmarks', 'Features']);
  });

  it('saves the build to share it, then offers the networks and Copy URL', async () => {
    let saved: (answer: { id: string }) => void = () => {};
    const api = fakeApi()
      .on(fetchAllComponentsEndpoint, REAL_CATALOGUE)
      .on(priceBuildEndpoint, SERVER_PRICE)
      .on(addBuildEndpoint, () => new Promise((resolve) => (saved = resolve)));
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderConfigurator();
    const build = firstChoiceSelection();
    chooseAll(build);
    const summary = await screen.findByRole('region', { name: 'Your PC' });

    fireEvent.click(within(summary).getByRole('button', { name: 'Share' }));
    const busy = await within(summary).findByRole('button', { name: 'Sharing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(api.calls(addBuildEndpoint).length).toBe(1));
    const [sent] = api.calls(addBuildEndpoint) as {
      itemShort: string;
      item: { selection: Selection; price: number };
      price: number;
    }[];
    expect(sent?.item.selection).toEqual(build);
    expect(sent?.price).toBe(SERVER_PRICE.sellingPrice);
    expect(sent?.item.price).toBe(SERVER_PRICE.sellingPricePaise);
    expect(sent?.itemShort).toContain(' | ');

    saved({ id: 'b7Xk2' });
    const url = `${window.location.origin}/builds/b7Xk2`;
    const links = await within(summary).findByRole('list', { name: 'Share on' });
    const hrefs = within(links)
      .getAllByRole('link')
      .map((link) => [link.textContent?.replace(' (opens in a new tab)', '').trim(), link]);
    expect(hrefs.map(([name]) => name)).toEqual(['Facebook', 'X', 'LinkedIn', 'WhatsApp']);
    for (const [, link] of hrefs) {
      const anchor = link as HTMLAnchorElement;
      expect(anchor.href).toContain(encodeURIComponent(url));
      expect(anchor.target).toBe('_blank');
      expect(anchor.rel).toBe('noopener noreferrer');
    }

    fireEvent.click(within(summary).getByRole('button', { name: 'Copy URL' }));
    expect(await within(summary).findByText('Copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(url);
  });
});
