import { addToCartEndpoint, fetchPrebuiltEndpoint } from '@shop/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithCartSession } from '../../lib/cart/testing/render-with-cart-session';
import { advanceClock } from '../../test/clock';
import { fakeApi } from '../../test/fake-api';
import { testDetails } from '../../test/fake-session';
import { HomePrebuiltFinder } from './home-finder';
import { BUDGET_SETTLE_MS } from './hooks/use-settled-value';
import { offer } from './testing/prebuilt-fixtures';

afterEach(() => {
  vi.useRealTimers();
});

const best = offer('gaming-strike-9060xt');

describe("home's pre-built finder", () => {
  it('shows the best gaming PC for ₹1,00,000 at once, and a guest who adds it is told to log in', async () => {
    const api = fakeApi().on(fetchPrebuiltEndpoint, [best, offer('gaming-strike-5060')]);
    renderWithCartSession(<HomePrebuiltFinder />, { path: '/' });
    expect(await screen.findByRole('heading', { name: best.name })).toBeTruthy();
    expect(api.calls(fetchPrebuiltEndpoint)).toEqual([{ useCase: 'gaming', price: 100_000 }]);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(screen.getByText('₹1,05,291')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Details/ }).getAttribute('href')).toBe(
      `/prebuilts/gaming/${best.id}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByText('Please login to add to cart!')).toBeTruthy();
  });

  it('says when its pick is above the budget, and by how much', async () => {
    fakeApi().on(fetchPrebuiltEndpoint, [best]);
    renderWithCartSession(<HomePrebuiltFinder />, { path: '/' });
    expect(await screen.findByRole('heading', { name: best.name })).toBeTruthy();
    expect(
      screen.getByText('Above your budget by ₹5,291: the nearest pre-built we have.'),
    ).toBeTruthy();
  });

  it('picks a machine within the budget when the answer has one', async () => {
    const within = { ...offer('gaming-strike-5060'), updatedPrice: 97_500 };
    fakeApi().on(fetchPrebuiltEndpoint, [best, within]);
    renderWithCartSession(<HomePrebuiltFinder />, { path: '/' });
    expect(await screen.findByRole('heading', { name: within.name })).toBeTruthy();
    expect(screen.queryByText(/Above your budget/)).toBeNull();
  });

  it("adds the machine to a signed-in user's cart", async () => {
    const api = fakeApi()
      .on(fetchPrebuiltEndpoint, [best])
      .on(addToCartEndpoint, { message: 'Item added to cart!', cart: [] });
    renderWithCartSession(<HomePrebuiltFinder />, { path: '/', details: testDetails() });
    fireEvent.click(await screen.findByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByText('Item added to cart!')).toBeTruthy();
    expect(api.calls(addToCartEndpoint)).toEqual([
      {
        itemType: 'PB',
        item: { id: best.id, useCase: 'gaming' },
        itemShort: best.pcShort,
        userid: testDetails().userInfo[0]?.id,
        qty: 1,
        stock: 'Y',
      },
    ]);
  });

  it('asks again for another use case, and for a budget once the slider rests', async () => {
    vi.useFakeTimers();
    const api = fakeApi().on(fetchPrebuiltEndpoint, (body) => [
      body.useCase === 'ai' ? offer('ai-neuron-5070') : best,
    ]);
    renderWithCartSession(<HomePrebuiltFinder />, { path: '/' });
    expect(await screen.findByRole('heading', { name: best.name })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'AI' }));
    expect(await screen.findByRole('heading', { name: 'Neuron 5070' })).toBeTruthy();

    const slider = screen.getByRole('slider', { name: 'Budget' });
    fireEvent.change(slider, { target: { value: '105000' } });
    fireEvent.change(slider, { target: { value: '110000' } });
    await advanceClock(BUDGET_SETTLE_MS - 1);
    expect(api.calls(fetchPrebuiltEndpoint)).toHaveLength(2);
    await advanceClock(1);
    await waitFor(() => expect(api.calls(fetchPrebuiltEndpoint)).toHaveLength(3));
    expect(api.calls(fetchPrebuiltEndpoint).at(-1)).toEqual({ useCase: 'ai', price: 110_000 });
  });

  it('asks for a use case when none is chosen, and asks the server nothing', async () => {
    const api = fakeApi().on(fetchPrebuiltEndpoint, [best]);
    renderWithCartSession(<HomePrebuiltFinder />, { path: '/' });
    await screen.findByRole('heading', { name: best.name });
    fireEvent.click(screen.getByRole('button', { name: 'Gaming' }));
    expect(screen.getByText('Please Select Use Case')).toBeTruthy();
    expect(api.calls(fetchPrebuiltEndpoint)).toHaveLength(1);
  });
});
