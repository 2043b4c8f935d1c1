import { addToCartEndpoint, fetchPrebuiltEndpoint } from '@shop/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithCartSession } from '../../features/cart/testing/render-with-cart-session';
import { offer } from '../../features/prebuilts/testing/prebuilt-fixtures';
import { fakeApi } from '../../test/fake-api';
import { testDetails } from '../../test/fake-session';
import { HomeFinderWithCart } from './home-finder-with-cart';

const best = offer('gaming-strike-9060xt');

describe("home's pre-built finder with the cart", () => {
  it('tells a guest who adds the machine to log in, and asks the server nothing', async () => {
    const api = fakeApi().on(fetchPrebuiltEndpoint, [best]);
    renderWithCartSession(<HomeFinderWithCart />, { path: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByText('Please login to add to cart!')).toBeTruthy();
    expect(api.calls(addToCartEndpoint)).toEqual([]);
  });

  it("adds the machine to a signed-in user's cart", async () => {
    const api = fakeApi()
      .on(fetchPrebuiltEndpoint, [best])
      .on(addToCartEndpoint, { message: 'Item added to cart!', cart: [] });
    renderWithCartSession(<HomeFinderWithCart />, { path: '/', details: testDetails() });
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
});
