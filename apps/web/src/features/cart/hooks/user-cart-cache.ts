import type { CartItem } from '@shop/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { loadOnFirstUse } from '../../../lib/load-on-first-use';
import { useSession } from '../../../lib/session/session-context';

/**
 * The signed-in user's cart lives in ONE cache entry, read by the navbar count, the cart screen and
 * checkout: seeded from the user record when the session loads, then replaced by every cart the
 * server answers (add, quantity, delete, checkout, updateCart, updatePrice, a refusal carrying the
 * cart).
 */
export const userCartKey = (userId: string) => ['cart', userId] as const;

/** The user record's cart, as the session loaded it (typed by the user record's contract). */
function seedOf(details: { cartInfo: readonly unknown[] } | null): CartItem[] | undefined {
  return details ? (details.cartInfo as CartItem[]) : undefined;
}

// The API client loads with the first call, not at start-up.
const cartCalls = loadOnFirstUse(() => import('../api/update-price'));
const fetchUserCart = () => cartCalls.use((api) => api.fetchUserCart());

/**
 * The signed-in user's cart. With `refresh`, the server is asked again each time the caller
 * mounts (the cart screen prices the cart on opening); otherwise the cache is only read.
 */
export function useUserCart({ refresh = false }: { refresh?: boolean } = {}) {
  const { status, userId, details } = useSession();
  const signedIn = status === 'authenticated' && userId !== null;
  return useQuery({
    queryKey: userCartKey(userId ?? ''),
    queryFn: fetchUserCart,
    enabled: signedIn && refresh,
    initialData: () => (signedIn ? seedOf(details) : undefined),
    // The seed is as old as the session: a screen that refreshes never takes it for today's prices.
    initialDataUpdatedAt: 0,
    staleTime: refresh ? 0 : Number.POSITIVE_INFINITY,
    refetchOnMount: refresh ? 'always' : false,
    // Gone as soon as nothing shows it, so a later sign-in starts from its own user record.
    gcTime: 0,
  });
}

/**
 * The cart as the server priced it since the caller mounted: undefined until then, so a screen
 * that refreshes shows what is sold today, never the seed.
 */
export function usePricedSinceMount(query: ReturnType<typeof useUserCart>) {
  const [mountedAt] = useState(Date.now);
  const current = query.dataUpdatedAt >= mountedAt;
  return {
    cart: current ? query.data : undefined,
    failed: query.isError && !current,
  };
}

/** Puts a cart the server answered into the one cache. */
export function useSetUserCart() {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  return useCallback(
    (cart: CartItem[]) => {
      if (userId) queryClient.setQueryData(userCartKey(userId), cart);
    },
    [queryClient, userId],
  );
}

/** Asks the server for the user's cart again (after a payment has emptied the paid lines). */
export function useReloadUserCart() {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  return useCallback(async () => {
    if (!userId) return;
    await queryClient.fetchQuery({
      queryKey: userCartKey(userId),
      queryFn: fetchUserCart,
      staleTime: 0,
    });
  }, [queryClient, userId]);
}
