import { getPcEndpoint, updatePriceEndpoint } from '@shop/domain';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readGuestLines } from '../../features/cart/guest-cart/guest-cart-lines';
import { offer } from '../../features/prebuilts/testing/prebuilt-fixtures';
import { fakeApi } from '../../test/fake-api';
import { renderWithShell } from '../../test/render-with-shell';
import { PrebuiltDetailScreen } from './prebuilt-detail-screen';

const STRIKE = offer('gaming-strike-5060');

describe("a pre-built's screen", () => {
  it("puts a guest's machine in the local cart once the server prices it", async () => {
    const api = fakeApi()
      .on(getPcEndpoint, { rows: [STRIKE] })
      .on(updatePriceEndpoint, {
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
    renderWithShell(
      <Routes>
        <Route path="/prebuilts/:useCase/:id" element={<PrebuiltDetailScreen />} />
      </Routes>,
      { path: `/prebuilts/gaming/${STRIKE.id}` },
    );
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
});
