import { deleteAddressEndpoint } from '@shop/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { accountDetails, renderAccountScreen } from '../../test/render-account-screen';
import { AddressesPage } from './addresses-page';

const HOME = {
  addressid: 'a1',
  title: 'Home',
  address: '12 Anna Salai, Chennai, Tamil Nadu, 600042',
};
const OFFICE = {
  addressid: 'a2',
  title: 'Office',
  address: '4 MG Road, Bengaluru, Karnataka, 560001',
};

describe('my addresses', () => {
  it('says "No Address Found!" when there is none, and offers to add one', () => {
    fakeApi();
    renderAccountScreen(<AddressesPage />, { path: '/addresses' });
    expect(screen.getByText('No Address Found!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add A New Address' }).getAttribute('href')).toBe(
      '/addaddress',
    );
  });

  it('lists each address and deletes one', async () => {
    const api = fakeApi().on(deleteAddressEndpoint, { addresses: [OFFICE] });
    renderAccountScreen(<AddressesPage />, {
      path: '/addresses',
      details: accountDetails({}, { addresses: [HOME, OFFICE] }),
    });
    expect(screen.getByText(HOME.address)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Home' }));
    await screen.findByRole('button', { name: 'Delete Office' });
    await vi.waitFor(() => expect(screen.queryByText(HOME.address)).toBeNull());
    expect(screen.getByText(OFFICE.address)).toBeTruthy();
    expect(api.calls(deleteAddressEndpoint)).toEqual([{ addressid: 'a1', userid: 'user-1' }]);
  });
});
