import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { loadOnFirstUse } from '../lib/load-on-first-use';
import { SessionProvider } from '../lib/session/session-provider';

// The merge and the API client load with the session check, not at start-up
// (docs/decisions/056-initial-javascript-budget.md).
const cartAtSignIn = loadOnFirstUse(() => import('../features/cart/api/merge-cart'));
const mergeGuestCart = () => cartAtSignIn.use((cart) => cart.mergeGuestCart());

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
  });
}

/** Everything below the router: data cache and session, which merges a guest cart at sign-in. */
export function Providers({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider beforeUserDetails={mergeGuestCart}>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
