import { staffSessionEndpoint } from '@shop/domain';
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
  openTickets: 0,
  newLeads: 0,
  lowStock: 0,
  crmCopiesToDelete: 0,
};
