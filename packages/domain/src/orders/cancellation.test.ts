import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  cancellationPreview,
  customerMayCancelPayment,
  refundArrivalWindow,
} from './cancellation';

const NOW = new Date('2026-11-28T10:00:00Z');
const HOUR = 60 * 60 * 1000;
const order = (status: string, hoursAgo = 1, orderid = 'a') => ({
  orderid,
  orderNumber: 'OD-0000-0000',
  title: 'PC',
  status,
  created: new Date(NOW.getTime() - hoursAgo * HOUR),
});

describe('cancelling orders paid together', () => {
  it('offers Cancel only when every open order of the payment may be cancelled', () => {
    expect(customerMayCancelPayment([order('Confirmed'), order('Parts Reserved')], NOW)).toBe(true);
    expect(customerMayCancelPayment([order('Confirmed'), order('Delivered')], NOW)).toBe(false);
    expect(customerMayCancelPayment([order('Confirmed', 25)], NOW)).toBe(false);
  });

  it('offers nothing once every order is already cancelled or refunded', () => {
    expect(customerMayCancelPayment([order('Cancelled'), order('Refunded')], NOW)).toBe(false);
  });

  it('names every order that goes with it and the whole refund', () => {
    const preview = cancellationPreview({
      orders: [
        { orderNumber: 'OD-AB12-CD34', title: 'Monitor' },
        { orderNumber: 'OD-EF56-GH78', title: 'Gaming PC' },
      ],
      refundPaise: 19_204_600,
    });
    expect(preview.together).toBe(
      'These orders were paid together and are cancelled together: Monitor (OD-AB12-CD34), Gaming PC (OD-EF56-GH78).',
    );
    expect(preview.refund).toBe(
      '₹1,92,046 will be refunded to your original payment method in 5-7 business days.',
    );
    expect(cancellationPreview({ orders: [order('Confirmed')], refundPaise: 100 }).together).toBe(
      null,
    );
  });
});

describe('when a refund arrives', () => {
  it('counts business days, skipping weekends', () => {
    // Friday 27 November 2026 plus one business day is Monday 30 November.
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-23', 5)).toBe('2026-11-30');
  });

  it('expects a refund started on Saturday 28 November between 4 and 8 December', () => {
    expect(refundArrivalWindow(NOW)).toEqual({ from: '2026-12-04', to: '2026-12-08' });
  });
});
