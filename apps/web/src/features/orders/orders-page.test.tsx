import { buildPcObject } from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstChoiceSelection, REAL_CATALOGUE } from '../../components/pc-build/catalogue-fixture';
import { stubApi } from '../../test/stub-api';
import { accountDetails, renderAccountScreen } from '../account/testing/account-session';
import type { Order } from './order-types';
import { OrdersPage } from './orders-page';

const BUILD = buildPcObject(REAL_CATALOGUE, firstChoiceSelection());

const PC_ORDER: Order = {
  orderid: 'ab12cd34',
  created: '2026-03-01T18:45:00.000Z',
  updated: '2026-03-01T18:45:00.000Z',
  status: 'Confirmed',
  qty: 1,
  product: BUILD,
  productShort: 'Ryzen 5 7600 | RTX 4060 | 32 GB DDR5',
  address: '12 Anna Salai, Chennai, Tamil Nadu, 600042',
  itemType: 'PC',
  title: 'Custom PC (Pro PC)',
  value: 88_541,
};

const MOUSE_ORDER: Order = {
  orderid: 'ef56gh78',
  created: '2026-02-10T04:00:00.000Z',
  updated: '2026-02-14',
  status: 'Delivered',
  qty: 2,
  product: { id: 'logitech-g102', colour: '#161616' },
  productShort: 'Logitech G102 Lightsync',
  address: '4 MG Road, Bengaluru, Karnataka, 560001',
  itemType: 'mouse',
  title: 'Logitech G102 Lightsync',
  value: 2_790,
};

function openOrders(orders: Order[]) {
  stubApi({});
  renderAccountScreen(<OrdersPage />, {
    path: '/orders',
    details: accountDetails({}, { orderInfo: orders }),
  });
}

const card = (id: string) => screen.getByRole('article', { name: `Order ${id}` });
const fact = (article: HTMLElement, label: string) =>
  within(article).getByText(label).nextElementSibling?.textContent;

describe('my orders', () => {
  it('shows each order with its OD- number, date, status, quantity, value, spec and address', () => {
    openOrders([PC_ORDER, MOUSE_ORDER]);
    const pc = card('OD-AB12CD34');
    expect(within(pc).getByRole('heading', { name: 'Custom PC (Pro PC)' })).toBeTruthy();
    // 18:45 UTC is the next morning in India.
    expect(fact(pc, 'Order Date')).toBe('2 Mar 2026');
    expect(fact(pc, 'Quantity')).toBe('1');
    expect(fact(pc, 'Value')).toBe('₹88,541');
    expect(within(pc).getByText('Confirmed')).toBeTruthy();
    expect(within(pc).getByText('Ryzen 5 7600 | RTX 4060 | 32 GB DDR5')).toBeTruthy();
    expect(within(pc).getByText('12 Anna Salai, Chennai, Tamil Nadu, 600042')).toBeTruthy();
    expect(within(pc).getByRole('button', { name: 'PC Info' })).toBeTruthy();
    expect(within(pc).getByRole('button', { name: 'Help & Support' })).toBeTruthy();
  });

  it('gives the delivery date of a delivered order, and no PC Info for an add-on', () => {
    openOrders([MOUSE_ORDER]);
    const mouse = card('OD-EF56GH78');
    expect(within(mouse).getByText('Delivered on 14 Feb 2026')).toBeTruthy();
    expect(fact(mouse, 'Quantity')).toBe('2');
    expect(within(mouse).queryByRole('button', { name: 'PC Info' })).toBeNull();
  });

  it('opens the PC specification with its three tabs', async () => {
    openOrders([PC_ORDER]);
    fireEvent.click(screen.getByRole('button', { name: 'PC Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'PC Specification' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Overview', 'Benchmarks', 'Features']);
  });

  it('raises a ticket from Help & Support, naming the order', async () => {
    openOrders([PC_ORDER]);
    fireEvent.click(screen.getByRole('button', { name: 'Help & Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raise A Ticket' });
    expect(within(dialog).getByText('OD-AB12CD34')).toBeTruthy();
  });

  it('says "No Orders Found!" when there are none', () => {
    openOrders([]);
    expect(screen.getByText('No Orders Found!')).toBeTruthy();
  });
});
