import { getPcEndpoint, originsOf, type PrebuiltOffer, updatePriceEndpoint } from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { readGuestLines } from '../../lib/cart/guest-cart-lines';
import { type FakeReply, failWith, fakeApi } from '../../test/fake-api';
import { renderWithShell } from '../../test/render-with-shell';
import { PrebuiltDetailPage } from './prebuilt-detail-page';
import { offer } from './testing/prebuilt-fixtures';

const STRIKE = offer('gaming-strike-5060');

function serve(answer: PrebuiltOffer | FakeReply) {
  return fakeApi().on(getPcEndpoint, 'id' in answer ? { rows: [answer] } : answer);
}

function renderDetail(path = `/prebuilts/gaming/${STRIKE.id}`) {
  renderWithShell(
    <Routes>
      <Route path="/prebuilts/:useCase/:id" element={<PrebuiltDetailPage />} />
      <Route path="/prebuilts" element={<h1>Pre-Builts</h1>} />
    </Routes>,
    { path },
  );
}

const addButton = () => screen.getByRole('button', { name: 'Add To Cart' }) as HTMLButtonElement;

describe("a pre-built's page", () => {
  it('shows the machine with its tier, price, saving and three tabs', async () => {
    const api = serve(STRIKE);
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Strike 5060' })).toBeTruthy();
    expect(api.calls(getPcEndpoint)).toEqual([{ useCase: 'gaming', id: STRIKE.id }]);
    expect(document.title).toBe('Strike 5060 | RigForge');
    expect(screen.getByText('Pro PC')).toBeTruthy();
    expect(screen.getByText(STRIKE.pcShort)).toBeTruthy();
    expect(screen.getByText('₹1,06,641')).toBeTruthy();
    expect(screen.getByText('You save ₹11,849')).toBeTruthy();
    expect(addButton().disabled).toBe(false);
    expect(await screen.findByText(/^EMI from ₹[\d,.]+\/month$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Benchmarks' }));
    const benchmarks = screen.getByRole('tabpanel', { name: 'Benchmarks' });
    expect(within(benchmarks).getByRole('heading', { name: 'Estimated FPS' })).toBeTruthy();
    expect(within(benchmarks).getByRole('row', { name: /^Valorant/ })).toBeTruthy();
  });

  it('states it is assembled in India, where its parts are made, and links the terms', async () => {
    serve(STRIKE);
    renderDetail();
    const place = await screen.findByRole('region', { name: 'Where this PC is made' });
    expect(within(place).getByText('Assembled in India')).toBeTruthy();
    const origins = originsOf(Object.values(STRIKE.pc.facts ?? {}));
    expect(origins.length).toBeGreaterThan(0);
    expect(within(place).getByText(/^Parts made in/).textContent).toBe(
      `Parts made in ${origins.map((o) => `${o.country} (${o.parts} ${o.parts === 1 ? 'part' : 'parts'})`).join(', ')}`,
    );
    const terms = screen.getAllByRole('navigation', { name: 'Returns, refunds and delivery' })[0];
    expect(
      within(terms as HTMLElement).getByRole('link', { name: 'Cancellation and refunds' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Features' }));
    const features = screen.getByRole('tabpanel', { name: 'Features' });
    const stated = Object.values(STRIKE.pc.facts ?? {}).filter(Boolean);
    expect(within(features).getAllByText('Country of origin')).toHaveLength(stated.length);
    expect(stated.length).toBeGreaterThanOrEqual(8);
    expect(
      within(features).getAllByText(String(STRIKE.pc.facts?.gpu?.maker)).length,
    ).toBeGreaterThan(0);
  });

  it('marks an out-of-stock machine and disables Add To Cart', async () => {
    serve({ ...STRIKE, stockStatus: 'N' });
    renderDetail();
    expect(await screen.findByText('Item Out of Stock!')).toBeTruthy();
    expect(addButton().disabled).toBe(true);
  });

  it("puts a guest's machine in the local cart once the server prices it", async () => {
    const api = serve(STRIKE).on(updatePriceEndpoint, {
      cart: [
        {
          itemType: 'PB',
          item: {
            id: STRIKE.id,
            useCase: STRIKE.useCase,
            name: STRIKE.name,
            tier: STRIKE.tier,
            pc: STRIKE.pc,
            pcShort: STRIKE.pcShort,
          },
          itemShort: STRIKE.pcShort,
          qty: 1,
          stock: 'Y',
          updatedPrice: STRIKE.updatedPrice,
          title: 'Strike 5060 (Pro PC)',
        },
      ],
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByText('Item added to cart!')).toBeTruthy();
    expect(api.calls(updatePriceEndpoint)).toEqual([
      {
        cart: [
          {
            itemType: 'PB',
            item: { id: STRIKE.id, useCase: 'gaming' },
            itemShort: STRIKE.pcShort,
            qty: 1,
          },
        ],
      },
    ]);
    expect(readGuestLines()).toMatchObject([{ itemType: 'PB', item: { id: STRIKE.id } }]);
  });

  it('sends the visitor to /prebuilts when the machine cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(failWith(404, 'PREBUILT_NOT_FOUND', 'Pre-built not found'));
    renderDetail('/prebuilts/gaming/no-such-machine');
    expect(await screen.findByRole('heading', { name: 'Pre-Builts' })).toBeTruthy();
    expect(screen.getByTestId('current-path').textContent).toBe('/prebuilts');
  });

  it('sends the visitor to /prebuilts for a use case the shop does not have, asking nothing', async () => {
    const api = fakeApi();
    renderDetail('/prebuilts/office/gaming-strike-5060');
    expect(await screen.findByRole('heading', { name: 'Pre-Builts' })).toBeTruthy();
    expect(api.calls(getPcEndpoint)).toEqual([]);
  });
});
