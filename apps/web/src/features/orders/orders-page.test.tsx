import { buildPcObject, type OrderRecord } from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstChoiceSelection, REAL_CATALOGUE } from '../../components/pc-build/catalogue-fixture';
import { MOUSE } from '../../test/accessory-offers';
import { fakeApi } from '../../test/fake-api';
import { accessoryProduct } from '../../test/product-fixtures';
import { accountDetails, renderAccountScreen } from '../../test/render-account-screen';
import { OrdersPage } from './orders-page';

/** Stands in for the tickets' Raise A Ticket dialog, which app/routes composes in. */
function StubHelp({
  show,
  orderNumber,
}: {
  show: boolean;
  orderId: string;
  orderNumber: string;
  onClose: () => void;
}) {
  return show ? (
    <div role="dialog" aria-label="Raise A Ticket">
      {orderNumber}
    </div>
  ) : null;
}

const BUILD = buildPcObject(REAL_CATALOGUE, firstChoiceSelection());

const PC_ORDER: OrderRecord = {
  orderid: 'ab12cd34',
  orderNumber: 'OD-AB12-CD34',
  created: '2026-03-01T18:45:00.000Z',
  updated: '2026-03-01T18:45:00.000Z',
  status: 'Confirmed',
  qty: 1,
  discount: null,
  product: BUILD,
  productShort: 'Ryzen 5 7600 | RTX 4060 | 32 GB DDR5',
  address: '12 Anna Salai, Chennai, Tamil Nadu, 600042',
  itemType: 'PC',
  title: 'Custom PC (Pro PC)',
  value: 88_541,
};

const MOUSE_ORDER: OrderRecord = {
  orderid: 'ef56gh78',
  orderNumber: 'OD-EF56-GH78',
  created: '2026-02-10T04:00:00.000Z',
  updated: '2026-02-14',
  status: 'Delivered',
  qty: 2,
  discount: null,
  product: accessoryProduct(MOUSE),
  productShort: 'Logitech G102 Lightsync',
  address: '4 MG Road, Bengaluru, Karnataka, 560001',
  itemType: 'mouse',
  title: 'Logitech G102 Lightsync',
  value: 2_790,
};

function openOrders(orders: OrderRecord[]) {
  fakeApi();
  renderAccountScreen(<OrdersPage HelpDialog={StubHelp} />, {
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
    const pc = card('OD-AB12-CD34');
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
    const mouse = card('OD-EF56-GH78');
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
    expect(within(dialog).getByText('OD-AB12-CD34')).toBeTruthy();
  });

  it('shows the build stages with their dates, the shipment, and no cancelling once shipped', () => {
    openOrders([
      {
        ...PC_ORDER,
        status: 'Shipped',
        cancellable: false,
        timeline: [
          { stage: 'Confirmed', at: '2026-03-01T18:45:00.000Z' },
          { stage: 'Parts Reserved', at: '2026-03-02T06:00:00.000Z' },
          { stage: 'Shipped', at: '2026-03-05T06:00:00.000Z' },
          { stage: 'Delivered', at: null },
        ],
        shipment: {
          courier: 'Blue Dart',
          awb: 'BD81234567',
          trackingUrl: 'https://track.example/1',
        },
      },
    ]);
    const progress = screen.getByRole('list', { name: 'Order progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Confirmed2 Mar 2026',
      'Parts Reserved2 Mar 2026',
      'Shipped5 Mar 2026',
      'DeliveredAhead',
    ]);
    expect(within(progress).getByText('Shipped').closest('li')?.getAttribute('aria-current')).toBe(
      'step',
    );
    expect(screen.getByRole('link', { name: 'Track your order' }).getAttribute('href')).toBe(
      'https://track.example/1',
    );
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it('asks before cancelling, with the policy in view', () => {
    fakeApi();
    renderAccountScreen(
      <OrdersPage HelpDialog={StubHelp} cancellationPolicy="You can cancel within 24 hours." />,
      {
        path: '/orders',
        details: accountDetails({}, { orderInfo: [{ ...PC_ORDER, cancellable: true }] }),
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    expect(screen.getByText('You can cancel within 24 hours.')).toBeTruthy();
    expect(screen.getByText('Cancel this order?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes, cancel' })).toBeTruthy();
  });

  it('says before cancelling which orders go together and how much comes back', () => {
    fakeApi();
    renderAccountScreen(<OrdersPage HelpDialog={StubHelp} />, {
      path: '/orders',
      details: accountDetails(
        {},
        {
          orderInfo: [
            {
              ...PC_ORDER,
              cancellable: true,
              paidPaise: 19_204_600,
              paidTogether: [
                {
                  orderid: 'ef56gh78',
                  orderNumber: 'OD-EF56-GH78',
                  title: 'Monitor',
                  status: 'Confirmed',
                },
              ],
            },
          ],
        },
      ),
    });
    const article = card('OD-AB12-CD34');
    expect(fact(article, 'Amount Paid')).toBe('₹1,92,046for 2 orders, platform fee included');
    fireEvent.click(within(article).getByRole('button', { name: 'Cancel Order' }));
    expect(
      within(article).getByText(
        'These orders were paid together and are cancelled together: Custom PC (Pro PC) (OD-AB12-CD34), Monitor (OD-EF56-GH78).',
      ),
    ).toBeTruthy();
    expect(
      within(article).getByText(
        '₹1,92,046 will be refunded to your original payment method in 5-7 business days.',
      ),
    ).toBeTruthy();
  });

  it('shows a refunded order its refund and its credit note beside the invoice', () => {
    openOrders([
      {
        ...PC_ORDER,
        status: 'Refunded',
        creditNote: true,
        refund: {
          amountPaise: 9_031_182,
          status: 'COMPLETED',
          startedAt: '2026-03-02T05:00:00.000Z',
          expectedFrom: '2026-03-09',
          expectedBy: '2026-03-11',
          reference: 'SANDBOX-R-42',
        },
      },
    ]);
    const article = card('OD-AB12-CD34');
    const refund = within(article).getByRole('region', { name: 'Refund' });
    expect(within(refund).getByText('Refunded: ₹90,311.82')).toBeTruthy();
    expect(fact(refund, 'Started on')).toBe('2 Mar 2026');
    expect(fact(refund, 'Reaches your account')).toBe(
      'In 5-7 business days: 9 Mar 2026 to 11 Mar 2026',
    );
    expect(fact(refund, 'Refund reference')).toBe('SANDBOX-R-42');
    expect(within(article).getByRole('link', { name: 'Download invoice' })).toBeTruthy();
    expect(
      within(article).getByRole('link', { name: 'Download credit note' }).getAttribute('href'),
    ).toBe('/api/credit-notes/ab12cd34');
    expect(within(article).queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it('links every order to its GST tax invoice, which the browser downloads', () => {
    openOrders([PC_ORDER, MOUSE_ORDER]);
    for (const order of [PC_ORDER, MOUSE_ORDER]) {
      const link = within(card(order.orderNumber)).getByRole('link', {
        name: 'Download invoice',
      });
      expect(link.getAttribute('href')).toBe(`/api/invoices/${order.orderid}`);
      expect(link.hasAttribute('download')).toBe(true);
    }
  });

  it('says "No Orders Found!" when there are none', () => {
    openOrders([]);
    expect(screen.getByText('No Orders Found!')).toBeTruthy();
  });
});
