import { fetchPrebuiltEndpoint } from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { advanceClock } from '../../test/clock';
import { failWith, fakeApi } from '../../test/fake-api';
import { renderWithShell } from '../../test/render-with-shell';
import { PrebuiltsPage } from './prebuilts-page';
import { offer } from './testing/prebuilt-fixtures';

const GAMING = [
  offer('gaming-strike-9060xt'),
  offer('gaming-strike-5060'),
  offer('gaming-strike-4060'),
];

const findButton = () => screen.getByRole('button', { name: 'Find My PC' });

describe('the pre-built finder', () => {
  it('finds gaming PCs for ₹1,00,000 by default and lists them with their tier and price', async () => {
    const api = fakeApi().on(fetchPrebuiltEndpoint, GAMING);
    renderWithShell(<PrebuiltsPage />, { path: '/prebuilts' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pre-Builts' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gaming' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('slider', { name: 'Budget' })).toMatchObject({
      value: '100000',
      min: '30000',
      max: '300000',
      step: '5000',
    });
    fireEvent.click(findButton());
    const list = await screen.findByRole('list', { name: 'Matching pre-built PCs' });
    expect(api.calls(fetchPrebuiltEndpoint)).toEqual([{ useCase: 'gaming', price: 100_000 }]);
    expect(screen.getByRole('heading', { name: '3 Gaming PCs for ₹1,00,000' })).toBeTruthy();
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'Strike RX 9060 XT' })).toBeTruthy();
    expect(first.getByText('Pro PC')).toBeTruthy();
    expect(first.getByText('₹1,05,291')).toBeTruthy();
    expect(first.getByRole('link', { name: 'View Details of Strike RX 9060 XT' })).toMatchObject({
      pathname: '/prebuilts/gaming/gaming-strike-9060xt',
    });
  });

  it('shows the tier of every price: Elite under ₹60,000, Pro to ₹1,19,999, Master above', async () => {
    fakeApi().on(fetchPrebuiltEndpoint, [
      offer('gaming-spark-3050'),
      offer('gaming-strike-5060ti'),
      offer('gaming-titan-5070'),
    ]);
    renderWithShell(<PrebuiltsPage />, { path: '/prebuilts' });
    fireEvent.click(findButton());
    const cards = within(
      await screen.findByRole('list', { name: 'Matching pre-built PCs' }),
    ).getAllByRole('article');
    expect(cards.map((card) => within(card).getByText(/ PC$/).textContent)).toEqual([
      'Elite PC',
      'Pro PC',
      'Master PC',
    ]);
  });

  it("asks for a use case, in the finder's words, for 2 s, when none is chosen", async () => {
    vi.useFakeTimers();
    try {
      const api = fakeApi();
      renderWithShell(<PrebuiltsPage />, { path: '/prebuilts' });
      fireEvent.click(screen.getByRole('button', { name: 'Gaming' }));
      expect(screen.getByRole('button', { name: 'Gaming' }).getAttribute('aria-pressed')).toBe(
        'false',
      );
      fireEvent.click(findButton());
      expect(screen.getByRole('alert').textContent).toBe('Please Select Use Case');
      expect((findButton() as HTMLButtonElement).disabled).toBe(true);
      await advanceClock(2_000);
      expect(screen.queryByRole('alert')).toBeNull();
      expect((findButton() as HTMLButtonElement).disabled).toBe(false);
      expect(api.calls(fetchPrebuiltEndpoint)).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the chosen use case and budget', async () => {
    const api = fakeApi().on(fetchPrebuiltEndpoint, [offer('ai-neuron-5070')]);
    renderWithShell(<PrebuiltsPage />, { path: '/prebuilts' });
    fireEvent.click(screen.getByRole('button', { name: 'AI' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Budget' }), {
      target: { value: '150000' },
    });
    expect(screen.getByText('₹1,50,000')).toBeTruthy();
    fireEvent.click(findButton());
    expect(await screen.findByRole('heading', { name: '1 AI PC for ₹1,50,000' })).toBeTruthy();
    expect(api.calls(fetchPrebuiltEndpoint)).toEqual([{ useCase: 'ai', price: 150_000 }]);
    expect(screen.getByText(/nearest/)).toBeTruthy();
  });

  it('orders gaming machines by estimated FPS on request', async () => {
    fakeApi().on(fetchPrebuiltEndpoint, GAMING);
    renderWithShell(<PrebuiltsPage />, { path: '/prebuilts' });
    fireEvent.click(findButton());
    const list = await screen.findByRole('list', { name: 'Matching pre-built PCs' });
    const names = () =>
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent);
    expect(names()).toEqual(['Strike RX 9060 XT', 'Strike 5060', 'Strike 4060']);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'fps' } });
    const scores = GAMING.map((pc) => [pc.name, pc.gamingScore] as const).sort(
      (a, b) => b[1] - a[1],
    );
    expect(names()).toEqual(scores.map(([name]) => name));
  });

  it('opens PC Info with the three tabs', async () => {
    fakeApi().on(fetchPrebuiltEndpoint, GAMING);
    renderWithShell(<PrebuiltsPage />, { path: '/prebuilts' });
    fireEvent.click(findButton());
    fireEvent.click(await screen.findByRole('button', { name: 'PC Info of Strike 5060' }));
    const dialog = await screen.findByRole('dialog', { name: 'Strike 5060: PC Info' });
    for (const tab of ['Overview', 'Benchmarks', 'Features'])
      expect(within(dialog).getByRole('tab', { name: tab })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Benchmarks' }));
    expect(within(dialog).getByRole('heading', { name: 'Estimated FPS' })).toBeTruthy();
  });

  it('says so when the search fails, and lets the visitor try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi().on(fetchPrebuiltEndpoint, failWith(500, 'SERVER_ERROR', 'Something went wrong.'));
    renderWithShell(<PrebuiltsPage />, { path: '/prebuilts' });
    fireEvent.click(findButton());
    expect(
      await screen.findByText('We could not find pre-builts right now. Please try again.'),
    ).toBeTruthy();
  });
});
