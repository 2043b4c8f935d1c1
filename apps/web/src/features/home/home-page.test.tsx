import { getReviewsEndpoint, POLICY, type Review } from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failWith, fakeApi } from '../../test/fake-api';
import { renderWithShell } from '../../test/render-with-shell';
import { HomePage } from './home-page';

const REVIEWS: Review[] = [
  {
    author_name: 'Karthik R.',
    author_url: '',
    profile_photo_url: '',
    rating: 5,
    text: 'Neat cable management and quick delivery.',
    relative_time_description: 'a month ago',
  },
  {
    author_name: 'Priya Raman',
    author_url: 'https://www.google.com/maps/contrib/1/reviews',
    profile_photo_url: 'https://lh3.googleusercontent.com/a-/priya',
    rating: 4,
    text: 'Good prices.',
    relative_time_description: '2 weeks ago',
  },
];

function renderHome(slots: Parameters<typeof HomePage>[0] = {}) {
  return renderWithShell(<HomePage {...slots} />);
}

describe('home', () => {
  it('has its eight sections in order, with the slots other features fill', async () => {
    fakeApi().on(getReviewsEndpoint, { result: { reviews: REVIEWS }, source: 'shop' });
    renderHome({
      prebuiltFinder: <p>the finder</p>,
      callbackForm: <section aria-label="Request a Call Back">the form</section>,
    });
    await screen.findByText('Neat cable management and quick delivery.');
    const order = [
      screen.getByRole('heading', { level: 1 }),
      screen.getByText('the finder'),
      screen.getByRole('region', { name: 'Our promises' }),
      screen.getByRole('region', { name: 'Ways to get your PC' }),
      screen.getByRole('region', { name: 'Request a Call Back' }),
      screen.getByRole('heading', { name: 'Built right, priced fairly, supported for life' }),
      screen.getByRole('heading', { name: 'Questions we are often asked' }),
      screen.getByRole('heading', { name: 'What our customers say' }),
      screen.getByRole('heading', { name: 'Free shipping on all PCs' }),
      screen.getByRole('heading', { name: 'Authorised Partner' }),
    ];
    for (let index = 1; index < order.length; index++) {
      const before = order[index - 1] as Node;
      const after = order[index] as Node;
      expect(before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('switches the FAQ tabs, whose answers state the policy figures', () => {
    fakeApi().on(getReviewsEndpoint, { result: { reviews: REVIEWS }, source: 'shop' });
    renderHome();
    const tabs = ['General', 'Orders', 'Support'].map((name) => screen.getByRole('tab', { name }));
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(screen.getByRole('tab', { name: 'Orders' }).getAttribute('aria-selected')).toBe('true');
    const orders = screen.getByRole('tabpanel', { name: 'Orders' });
    const question = within(orders).getByRole('button', { name: 'Can I cancel my order?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(orders).getByText(
        new RegExp(`within ${POLICY.cancellationWindowHours} hours of ordering`),
      ),
    ).toBeTruthy();
    expect(within(orders).getByText(/refund within 7 days/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Support' }));
    expect(screen.getByRole('tabpanel', { name: 'Support' })).toBeTruthy();
  });

  it('shows the reviews with author, stars, words and age, scrolled 300 px a step', async () => {
    fakeApi().on(getReviewsEndpoint, { result: { reviews: REVIEWS }, source: 'google' });
    renderHome();
    expect(screen.getByText('Loading reviews...')).toBeTruthy();
    const track = await screen.findByRole('list', { name: 'Customer reviews' });
    expect(track.getAttribute('tabindex')).toBe('0');
    const cards = within(track).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'Karthik R.' })).toBeTruthy();
    expect(first.getByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
    expect(first.getByText('a month ago')).toBeTruthy();
    const second = within(cards[1] as HTMLElement);
    expect(second.getByRole('link', { name: /Priya Raman/ }).getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Reviews from Google')).toBeTruthy();

    const scrollBy = vi.fn();
    track.scrollBy = scrollBy as never;
    fireEvent.click(screen.getByRole('button', { name: 'Scroll reviews right' }));
    fireEvent.click(screen.getByRole('button', { name: 'Scroll reviews left' }));
    expect(scrollBy.mock.calls).toEqual([
      [{ left: 300, behavior: 'smooth' }],
      [{ left: -300, behavior: 'smooth' }],
    ]);
  });

  it('hides the reviews section when the reviews cannot be had, and logs why', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi().on(
      getReviewsEndpoint,
      failWith(502, 'REVIEWS_UNAVAILABLE', 'Reviews are not available right now'),
    );
    renderHome();
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith('Not able to get reviews', expect.anything()),
    );
    expect(screen.queryByRole('heading', { name: 'What our customers say' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Authorised Partner' })).toBeTruthy();
  });
});
