import { type StockItem, staffCatalogueEndpoint, staffUpdateStockItemEndpoint } from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, fakeApi } from '../../test/fake-api';
import { LAZY_WAIT, signedInStaff } from '../../test/fake-staff';
import { renderApp } from '../../test/render-app';

const GPU: StockItem = {
  kind: 'gpu',
  id: 'rtx-5060',
  name: 'NVIDIA RTX 5060',
  price: 29_999,
  inStock: true,
  stockQty: null,
  low: false,
};

describe('the catalogue', { timeout: 20_000 }, () => {
  it('says "Nothing to save" for a row left as it was, and asks nothing of the server', async () => {
    const api = signedInStaff(fakeApi())
      .on(staffCatalogueEndpoint, { items: [GPU] })
      .on(staffUpdateStockItemEndpoint, { item: GPU });
    renderApp('/admin/catalogue');
    const row = (
      await screen.findByLabelText('Price of NVIDIA RTX 5060 in rupees', undefined, LAZY_WAIT)
    ).closest('tr') as HTMLElement;
    // Typed and typed back: the same price is no change.
    fireEvent.change(within(row).getByLabelText('Price of NVIDIA RTX 5060 in rupees'), {
      target: { value: '29998' },
    });
    fireEvent.change(within(row).getByLabelText('Price of NVIDIA RTX 5060 in rupees'), {
      target: { value: '29999' },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(within(row).getByRole('status').textContent).toBe('Nothing to save');
    expect(within(row).queryByText('Saved')).toBeNull();
    expect(api.calls(staffUpdateStockItemEndpoint)).toEqual([]);
  });

  it('clears a row’s refusal as soon as one of its fields changes', async () => {
    signedInStaff(fakeApi())
      .on(staffCatalogueEndpoint, { items: [GPU] })
      .on(
        staffUpdateStockItemEndpoint,
        failWith(400, 'BAD_REQUEST', 'Please enter the price in whole rupees.'),
      );
    renderApp('/admin/catalogue');
    const price = await screen.findByLabelText(
      'Price of NVIDIA RTX 5060 in rupees',
      undefined,
      LAZY_WAIT,
    );
    fireEvent.change(price, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please enter the price in whole rupees.',
    );
    fireEvent.change(price, { target: { value: '28999' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says no item matches a search that finds none, naming the search and the kind', async () => {
    signedInStaff(fakeApi()).on(staffCatalogueEndpoint, { items: [GPU] });
    renderApp('/admin/catalogue?kind=gpu');
    await screen.findByLabelText('Price of NVIDIA RTX 5060 in rupees', undefined, LAZY_WAIT);
    fireEvent.change(screen.getByPlaceholderText('Search by name'), {
      target: { value: 'rtx 9999' },
    });
    const said = screen.getByText('No items match “rtx 9999” among gpu items.');
    expect(said.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
