import { fetchPrebuiltEndpoint } from '@shop/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceClock } from '../../test/clock';
import { fakeApi } from '../../test/fake-api';
import { idleAddToCart } from '../../test/idle-add-to-cart';
import { renderWithShell } from '../../test/render-with-shell';
import { HomePrebuiltFinder } from './home-finder';
import { BUDGET_SETTLE_MS } from './hooks/use-settled-value';
import { offer } from './testing/prebuilt-fixtures';

afterEach(() => {
  vi.useRealTimers();
});

const best = offer('gaming-strike-9060xt');

/** Adding is tested with the cart's Add To Cart in app/routes/home-finder-with-cart.test.tsx. */
const renderFinder = () => renderWithShell(<HomePrebuiltFinder cart={idleAddToCart} />);

describe("home's pre-built finder", () => {
  it('shows the best gaming PC for ₹1,00,000 at once', async () => {
    const api = fakeApi().on(fetchPrebuiltEndpoint, [best, offer('gaming-strike-5060')]);
    renderFinder();
    expect(await screen.findByRole('heading', { name: best.name })).toBeTruthy();
    expect(api.calls(fetchPrebuiltEndpoint)).toEqual([{ useCase: 'gaming', price: 100_000 }]);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(screen.getByText('₹1,05,291')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Details/ }).getAttribute('href')).toBe(
      `/prebuilts/gaming/${best.id}`,
    );
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toBeTruthy();
  });

  it('says when its pick is above the budget, and by how much', async () => {
    fakeApi().on(fetchPrebuiltEndpoint, [best]);
    renderFinder();
    expect(await screen.findByRole('heading', { name: best.name })).toBeTruthy();
    expect(
      screen.getByText('Above your budget by ₹5,291: the nearest pre-built we have.'),
    ).toBeTruthy();
  });

  it('picks a machine within the budget when the answer has one', async () => {
    const within = { ...offer('gaming-strike-5060'), updatedPrice: 97_500 };
    fakeApi().on(fetchPrebuiltEndpoint, [best, within]);
    renderFinder();
    expect(await screen.findByRole('heading', { name: within.name })).toBeTruthy();
    expect(screen.queryByText(/Above your budget/)).toBeNull();
  });

  it('asks again for another use case, and for a budget once the slider rests', async () => {
    vi.useFakeTimers();
    const api = fakeApi().on(fetchPrebuiltEndpoint, (body) => [
      body.useCase === 'ai' ? offer('ai-neuron-5070') : best,
    ]);
    renderFinder();
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
    renderFinder();
    await screen.findByRole('heading', { name: best.name });
    fireEvent.click(screen.getByRole('button', { name: 'Gaming' }));
    expect(screen.getByText('Please Select Use Case')).toBeTruthy();
    expect(api.calls(fetchPrebuiltEndpoint)).toHaveLength(1);
  });
});
