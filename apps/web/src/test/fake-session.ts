import type { CartItem, UserDetails } from '@shop/domain';
import type { Session } from '../lib/session/session-context';
import { TEST_USER, testUserDetails } from './fake-api';
import { testPrebuilt } from './product-fixtures';

export { TEST_USER };

/** A line of the signed-in cart, of `qty`: what the shell counts. */
function cartLine(qty: number, index: number): CartItem {
  return {
    itemid: String(index + 1),
    userid: TEST_USER.id,
    itemType: 'PB',
    item: testPrebuilt(`prebuilt-${index + 1}`),
    itemShort: 'Pre-built PC',
    qty,
    stock: 'Y',
    updatedPrice: 50_000,
    title: 'Pre-built PC',
    created: '2025-06-01T06:30:00.000Z',
    checkoutInfo: null,
    checkouttime: null,
  };
}

/** The record of TEST_USER, with a cart line for each quantity given. */
export function testDetails(cartQuantities: number[] = []): UserDetails {
  return testUserDetails({ cartInfo: cartQuantities.map(cartLine) });
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
