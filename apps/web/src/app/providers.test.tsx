import { mergeCartEndpoint } from '@shop/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { addGuestLine, readGuestLines } from '../features/cart/guest-cart/guest-cart-lines';
import { fakeCartShop } from '../features/cart/testing/fake-cart-shop';
import { useSession } from '../lib/session/session-context';
import { MOUSE } from '../test/accessory-offers';
import { fakeApi, testUserDetails } from '../test/fake-api';
import { testQueryClient } from '../test/render-with-shell';
import { Providers } from './providers';

function SessionStatus() {
  return <output data-testid="session">{useSession().status}</output>;
}

describe('the providers', () => {
  it("merge a guest cart into the user's cart when the session loads signed in", async () => {
    addGuestLine({ itemType: 'mouse', item: { id: MOUSE.id }, itemShort: MOUSE.itemShort });
    const api = fakeApi().signedIn(testUserDetails());
    const shop = fakeCartShop(api, { userId: 'user-1' });
    render(
      <MemoryRouter>
        <Providers queryClient={testQueryClient()}>
          <SessionStatus />
        </Providers>
      </MemoryRouter>,
    );
    await screen.findByText('authenticated');
    expect(api.calls(mergeCartEndpoint)).toHaveLength(1);
    expect(shop.state.cart.map((line) => line.itemShort)).toEqual([MOUSE.itemShort]);
    expect(readGuestLines()).toEqual([]);
  });
});
