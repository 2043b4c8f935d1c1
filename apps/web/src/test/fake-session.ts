import type { Session } from '../lib/session/session-context';
import type { UserDetails, UserInfo } from '../lib/session/session-types';

export const TEST_USER: UserInfo = {
  id: 'user-1',
  firstname: 'Asha',
  lastname: 'Raman',
  email: 'asha@example.test',
};

export function testDetails(cartQuantities: number[] = []): UserDetails {
  return {
    userInfo: [TEST_USER],
    cartInfo: cartQuantities.map((qty, index) => ({ itemid: index + 1, qty })),
    orderInfo: [],
    userTickets: [],
    addresses: [],
    coupons: [],
  };
}

const noop = async () => {};

export function anonymousSession(overrides: Partial<Session> = {}): Session {
  return {
    status: 'anonymous',
    user: null,
    details: null,
    userId: null,
    accessToken: null,
    logout: noop,
    refresh: noop,
    updateDetails: () => {},
    ...overrides,
  };
}

export function loggedInSession(cartQuantities: number[] = []): Session {
  const details = testDetails(cartQuantities);
  return anonymousSession({
    status: 'authenticated',
    user: TEST_USER,
    details,
    userId: TEST_USER.id,
    accessToken: 'test-access-token',
  });
}
