import {
  type CouponOffer,
  type StaffOrder,
  type StaffTicket,
  staffSessionEndpoint,
} from '@shop/domain';
import type { FakeApi } from './fake-api';

/** The console is a lazy chunk: its first render in a worker compiles it. */
export const LAZY_WAIT = { timeout: 5_000 };

export const TEST_ADMIN = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'ada@rigforge.in',
  name: 'Ada Admin',
  role: 'admin' as const,
};

/** No customer session, and a staff session as `role` (the admin's, with another role). */
export function signedInStaff(api: FakeApi, role: 'staff' | 'admin' = 'admin') {
  return api.signedOut().on(staffSessionEndpoint, { staff: { ...TEST_ADMIN, role } });
}

/** A dashboard of a shop with nothing going on, as an admin sees it. */
export const EMPTY_DASHBOARD = {
  today: { orders: 0, revenue: 0 },
  stageCounts: {},
  heldPayments: [],
  paymentsToReview: [],
  openTickets: 0,
  newLeads: 0,
  lowStock: 0,
  crmCopiesToDelete: 0,
};

/** An order as the console lists it, at `status` with the moves it allows; `overrides` change the rest. */
export function staffOrder(
  status: string,
  nextStages: StaffOrder['nextStages'],
  overrides: Partial<StaffOrder> = {},
): StaffOrder {
  return {
    orderid: '3f2c9a10-0000-4000-8000-000000000001',
    orderNumber: 'OD-7K3M-Q9XA',
    created: '2026-11-20T10:00:00.000Z',
    updated: null,
    status,
    itemType: 'PC',
    title: 'Custom PC (Pro PC)',
    productShort: 'Ryzen 5 / RTX 4060',
    qty: 1,
    value: 98_500,
    address: '12 MG Road, Bengaluru, Karnataka, 560001',
    customerName: 'Priya Shah',
    customerEmail: 'priya@example.in',
    customerPhone: '9876543210',
    merchantTransactionId: 'T1',
    nextStages,
    ...overrides,
  };
}

/** An open ticket on `orderid` (numbered OD-7K3M-Q9XA) with no replies yet; `overrides` change the rest. */
export function staffTicket(orderid: string, overrides: Partial<StaffTicket> = {}): StaffTicket {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    orderid,
    orderNumber: 'OD-7K3M-Q9XA',
    description: 'When will my PC ship?',
    created: '2026-11-21T08:00:00.000Z',
    closedAt: null,
    customerName: 'Priya Shah',
    customerEmail: 'priya@example.in',
    replies: [],
    ...overrides,
  };
}

/** WELCOME500, an offer to every customer without an end, 7 of its 40 coupons used; `overrides` change the rest. */
export function couponOffer(overrides: Partial<CouponOffer> = {}): CouponOffer {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    code: 'WELCOME500',
    description: 'Welcome offer',
    amountOff: 500,
    minPurchaseValue: 0,
    validity: null,
    target: 'all',
    created: '2026-11-01T00:00:00.000Z',
    expiredAt: null,
    issued: 40,
    used: 7,
    ...overrides,
  };
}
