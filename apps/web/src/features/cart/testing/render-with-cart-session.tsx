import type { CartItem } from '@shop/domain';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { type Session, SessionContext } from '../../../lib/session/session-context';
import { anonymousSession } from '../../../test/fake-session';
import { CurrentPath, testQueryClient } from '../../../test/render-with-shell';
import { useCartCount } from '../hooks/use-cart-count';
import { userCartKey } from '../hooks/user-cart-cache';

type UserDetails = NonNullable<Session['details']>;

/** A session held in state; each change is pushed onto `changes`. */
function StatefulSession({
  details,
  changes,
  children,
}: {
  details: UserDetails | undefined;
  changes: UserDetails[];
  children: ReactNode;
}) {
  const [current, setCurrent] = useState(details ?? null);
  // Stable, as the real provider's is: screens list it in their effects' dependencies.
  const updateDetails = useCallback(
    (update: (value: UserDetails) => UserDetails) => {
      setCurrent((value) => {
        if (!value) return value;
        const next = update(value);
        changes.push(next);
        return next;
      });
    },
    [changes],
  );
  const user = current?.userInfo[0] ?? null;
  const session: Session = current
    ? {
        ...anonymousSession(),
        status: 'authenticated',
        user,
        details: current,
        userId: user?.id ?? null,
        accessToken: 't',
        updateDetails,
      }
    : anonymousSession();
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The navbar's count, as a test reads it: `cartCount()`. */
function CartCount() {
  return <output data-testid="cart-count">{useCartCount()}</output>;
}

/**
 * Each cart the one cart cache takes, pushed onto `changes` as the user record it would be, for
 * tests written when the session's record held the cart.
 */
function CartChanges({ details, changes }: { details: UserDetails; changes: UserDetails[] }) {
  const client = useQueryClient();
  const userId = details.userInfo[0]?.id ?? '';
  useEffect(() => {
    const key = JSON.stringify(userCartKey(userId));
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (JSON.stringify(event.query.queryKey) !== key) return;
      changes.push({ ...details, cartInfo: event.query.state.data as CartItem[] });
    });
  }, [client, userId, details, changes]);
  return null;
}

/**
 * For tests only: a screen at `path` with a session held in state (logged out unless details are
 * given), the navbar's cart count beside it (`cartCount()`), and every cart the cart cache takes
 * recorded in `sessionChanges`.
 */
export function renderWithCartSession(
  screenElement: ReactNode,
  { path, details }: { path: string; details?: UserDetails },
) {
  const sessionChanges: UserDetails[] = [];
  const client = testQueryClient();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>
        <StatefulSession details={details} changes={sessionChanges}>
          {details && <CartChanges details={details} changes={sessionChanges} />}
          <Routes>
            <Route path={path.split('?')[0]} element={screenElement} />
            <Route path="*" element={<h1>Elsewhere</h1>} />
          </Routes>
          <CartCount />
          <CurrentPath />
        </StatefulSession>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  const cartCount = () => Number(view.getByTestId('cart-count').textContent);
  return { ...view, sessionChanges, cartCount };
}
