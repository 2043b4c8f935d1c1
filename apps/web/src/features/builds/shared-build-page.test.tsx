import { buildPcObject, getBuildEndpoint, type PcBuild, type SharedBuild } from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { firstChoiceSelection, REAL_CATALOGUE } from '../../components/pc-build/catalogue-fixture';
import { type FakeReply, failWith, fakeApi, replyWith } from '../../test/fake-api';
import { idleAddToCart } from '../../test/idle-add-to-cart';
import { renderWithShell } from '../../test/render-with-shell';
import { SharedBuildPage } from './shared-build-page';

const BUILD = buildPcObject(REAL_CATALOGUE, firstChoiceSelection()) as PcBuild;

function serveBuild(row: SharedBuild | FakeReply) {
  return fakeApi().on(getBuildEndpoint, 'item' in row ? { rows: [row] } : row);
}

/** Adding is tested with the cart's Add To Cart in app/routes/shared-build-screen.test.tsx. */
function renderBuildPage(id = 'b7Xk2') {
  renderWithShell(
    <Routes>
      <Route path="/builds/:id" element={<SharedBuildPage cart={idleAddToCart} />} />
      <Route path="/prebuilts" element={<h1>Pre-Builts</h1>} />
    </Routes>,
    { path: `/builds/${id}` },
  );
}

describe('a shared build', () => {
  it("shows the build with today's price from the server", async () => {
    const api = serveBuild({
      item: BUILD,
      updatedPrice: 89_541,
      itemshort: 'Ryzen build',
      stockStatus: 'Y',
    });
    renderBuildPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Customized with Build Your Own PC Tool' }),
    ).toBeTruthy();
    expect(await screen.findByText('₹89,541')).toBeTruthy();
    expect(api.calls(getBuildEndpoint)).toEqual([{ id: 'b7Xk2' }]);
    expect(screen.getByText('₹99,490')).toBeTruthy();
    expect(screen.getByText('You save ₹9,949')).toBeTruthy();
    expect(screen.getByText('Ryzen build')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: `${BUILD.cabinetBrand} ${BUILD.cabinetModel} cabinet` }),
    ).toBeTruthy();
    expect(screen.getByText(BUILD.processor)).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Features' }));
    const features = screen.getByRole('tabpanel', { name: 'Features' });
    const memory = within(features).getByRole('heading', {
      name: (name) => name.includes(BUILD.ramSize),
    }).parentElement as HTMLElement;
    expect(within(memory).getByText('Limited Lifetime')).toBeTruthy();
    expect(within(memory).getByText(String(BUILD.facts?.ram?.origin))).toBeTruthy();
    expect(within(memory).getByText(String(BUILD.facts?.ram?.maker))).toBeTruthy();
    expect(within(memory).getByText(String(BUILD.facts?.ram?.importer))).toBeTruthy();
    expect(within(features).getByText('Assembled in India')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Price' });
    expect(within(card).getByText('Assembled in India')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Returns' }).getAttribute('href')).toBe(
      '/returns-policy',
    );
    expect(
      (screen.getByRole('button', { name: 'Add To Cart' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('marks an out-of-stock build and disables Add To Cart', async () => {
    serveBuild({ item: BUILD, updatedPrice: 89_541, itemshort: 'Ryzen build', stockStatus: 'N' });
    renderBuildPage();
    expect(await screen.findByText('Item Out of Stock!')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Add To Cart' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('sends the visitor to /prebuilts when the build cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveBuild(failWith(404, 'BUILD_NOT_FOUND', 'Build not found'));
    renderBuildPage('unknown');
    expect(await screen.findByRole('heading', { name: 'Pre-Builts' })).toBeTruthy();
    expect(screen.getByTestId('current-path').textContent).toBe('/prebuilts');
  });

  it('sends the visitor to /prebuilts when the stored build is unreadable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveBuild(
      replyWith(200, {
        rows: [{ item: { platform: 'AMD' }, updatedPrice: 1, itemshort: 'x', stockStatus: 'Y' }],
      }),
    );
    renderBuildPage();
    expect(await screen.findByRole('heading', { name: 'Pre-Builts' })).toBeTruthy();
  });
});
