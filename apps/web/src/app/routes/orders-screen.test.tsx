import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { accountDetails, renderAccountScreen } from '../../test/render-account-screen';
import { OrdersScreen } from './orders-screen';

const ORDER = {
  orderid: 'ab12cd34',
  orderNumber: 'OD-AB12-CD34',
  created: '2026-02-10T04:00:00.000Z',
  updated: null,
  status: 'Confirmed',
  qty: 1,
  discount: null,
  product: { id: 'logitech-g102', colour: '#161616' },
  productShort: 'Logitech G102 Lightsync',
  address: '4 MG Road, Bengaluru, Karnataka, 560001',
  itemType: 'mouse',
  title: 'Logitech G102 Lightsync',
  value: 1_395,
};

describe('the orders screen', () => {
  it("raises a ticket with the tickets feature's dialog from Help & Support", async () => {
    fakeApi();
    renderAccountScreen(<OrdersScreen />, {
      path: '/orders',
      details: accountDetails({}, { orderInfo: [ORDER] }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Help & Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raise A Ticket' });
    expect(within(dialog).getByText('OD-AB12-CD34')).toBeTruthy();
    expect(within(dialog).getByLabelText('Describe the issue')).toBeTruthy();
  });
});
