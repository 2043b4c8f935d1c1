import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/stub-api';
import { AddressesPage } from './addresses-page';
import { accountDetails, renderAccountScreen } from './testing/account-session';

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
    stubApi({});
    renderAccountScreen(<AddressesPage />, { path: '/addresses' });
    expect(screen.getByText('No Address Found!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add A New Address' }).getAttribute('href')).toBe(
      '/addaddress',
    );
  });

  it('lists each address and deletes one', async () => {
    const api = stubApi({ '/api/deladdress': { body: { addresses: [OFFICE] } } });
    renderAccountScreen(<AddressesPage />, {
      path: '/addresses',
      details: accountDetails({}, { addresses: [HOME, OFFICE] }),
    });
    expect(screen.getByText(HOME.address)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Home' }));
    await screen.findByRole('button', { name: 'Delete Office' });
    await vi.waitFor(() => expect(screen.queryByText(HOME.address)).toBeNull());
    expect(screen.getByText(OFFICE.address)).toBeTruthy();
    expect(api.callsTo('/api/deladdress')[0]?.body).toEqual({ addressid: 'a1', userid: 'user-1' });
  });
});
