import { fetchPrebuiltEndpoint, getReviewsEndpoint } from '@shop/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithShell } from '../../test/render-with-shell';
import { HomeScreen } from './home-screen';

describe('home', () => {
  it('has the finder in the hero, and the callback form after the promotions and before the selling points', async () => {
    fakeApi()
      .on(getReviewsEndpoint, { result: { reviews: [] }, source: 'shop' })
      .on(fetchPrebuiltEndpoint, []);
    renderWithShell(<HomeScreen />);
    await screen.findByText('No pre-built for this use yet.', { exact: false });
    const promotions = screen.getByRole('region', { name: 'Ways to get your PC' });
    const callback = screen.getByRole('form', { name: 'Request a Call Back' });
    const sellingPoints = document.querySelector('.selling-points');
    expect(
      promotions.compareDocumentPosition(callback) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      sellingPoints &&
        callback.compareDocumentPosition(sellingPoints) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
