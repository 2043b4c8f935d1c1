import { buildPcObject, getBuildEndpoint, type PcBuild } from '@shop/domain';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { firstChoiceSelection, REAL_CATALOGUE } from '../../components/pc-build/catalogue-fixture';
import { readGuestLines } from '../../features/cart/guest-cart/guest-cart-lines';
import { fakeCartShop } from '../../features/cart/testing/fake-cart-shop';
import { fakeApi } from '../../test/fake-api';
import { renderWithShell } from '../../test/render-with-shell';
import { SharedBuildScreen } from './shared-build-screen';

const BUILD = buildPcObject(REAL_CATALOGUE, firstChoiceSelection()) as PcBuild;

describe("a shared build's screen", () => {
  it("puts a guest's build in the local cart once the server prices it", async () => {
    const api = fakeApi().on(getBuildEndpoint, {
      rows: [{ item: BUILD, updatedPrice: 89_541, itemshort: 'Ryzen build', stockStatus: 'Y' }],
    });
    fakeCartShop(api);
    renderWithShell(
      <Routes>
        <Route path="/builds/:id" element={<SharedBuildScreen />} />
      </Routes>,
      { path: '/builds/b7Xk2' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByText('Item added to cart!')).toBeTruthy();
    expect(readGuestLines()).toMatchObject([{ itemType: 'PC', item: BUILD }]);
  });
});
