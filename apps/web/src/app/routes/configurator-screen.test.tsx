import { type BuildPrice, fetchAllComponentsEndpoint, priceBuildEndpoint } from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseAllInAccordion } from '../../components/build-accordion/choose-in-accordion';
import { firstChoiceSelection, REAL_CATALOGUE } from '../../components/pc-build/catalogue-fixture';
import { readGuestLines } from '../../features/cart/guest-cart/guest-cart-lines';
import { fakeCartShop } from '../../features/cart/testing/fake-cart-shop';
import { fakeApi } from '../../test/fake-api';
import { renderWithShell } from '../../test/render-with-shell';
import { ConfiguratorScreen } from './configurator-screen';

const PRICE: BuildPrice = {
  complete: true,
  problems: [],
  struckPrice: 137_190,
  sellingPrice: 123_471,
  saving: 13_719,
  struckPricePaise: 13_719_000,
  sellingPricePaise: 12_347_100,
  savingPaise: 1_371_900,
  tier: 'Master PC',
};

describe('the configurator screen', () => {
  it("puts a guest's finished build in the local cart once the server prices it", async () => {
    const build = firstChoiceSelection();
    const api = fakeApi()
      .on(fetchAllComponentsEndpoint, REAL_CATALOGUE)
      .on(priceBuildEndpoint, PRICE);
    fakeCartShop(api);
    renderWithShell(<ConfiguratorScreen />, { path: '/config' });
    await screen.findByRole('button', { name: /Processor/ });
    chooseAllInAccordion(build);
    const summary = await screen.findByRole('region', { name: 'Your PC' });
    fireEvent.click(await within(summary).findByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByText('Item added to cart!')).toBeTruthy();
    expect(readGuestLines()).toMatchObject([{ itemType: 'PC', item: { selection: build } }]);
  });
});
