import type { CartItem } from '@shop/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { ApiError } from '../../../lib/api-client';
import { updateUserCartPrices } from '../../../lib/cart/api/update-price';
import { useSession } from '../../../lib/session/session-context';
import { useDelItem } from '../api/del-item';
import { useUpdateQty } from '../api/update-qty';
import { type PricedLine, quantityChange } from '../cart-rules';
import type { CartView } from './cart-view';

const toPricedLine = (line: CartItem): PricedLine => ({
  itemid: line.itemid,
  itemType: line.itemType,
  item: line.item,
  itemShort: line.itemShort,
  title: line.title || line.itemShort,
  qty: line.qty,
  stock: line.stock,
  updatedPrice: line.updatedPrice,
});

/**
 * A signed-in user's cart, kept by the server: refreshed on opening the screen, then replaced by
 * the cart each change answers. The session's copy follows, so the navbar count stays right.
 */
export function useUserCart(enabled: boolean, onRefused: (text: string) => void): CartView {
  const { userId, updateDetails } = useSession();
  const queryClient = useQueryClient();
  const queryKey = ['updatePrice', 'user', userId];
  const query = useQuery({ queryKey, queryFn: updateUserCartPrices, enabled: enabled && !!userId });
  const updateQty = useUpdateQty();
  const delItem = useDelItem();

  const cart = query.data?.cart;
  useEffect(() => {
    if (cart) updateDetails((details) => ({ ...details, cartInfo: cart }));
  }, [cart, updateDetails]);

  const lines = useMemo(() => cart?.map(toPricedLine), [cart]);

  const handlers = {
    onSuccess: (answer: { cart: CartItem[] }) => queryClient.setQueryData(queryKey, answer),
    onError: (error: unknown) => {
      // An item that went out of stock meanwhile (409) is refused with the spec's words.
      if (error instanceof ApiError && error.status === 409) onRefused(error.message);
      else console.error('Could not change the cart', error);
      void query.refetch();
    },
  };

  return {
    lines,
    failed: query.isError && !query.data,
    busy: query.isFetching || updateQty.isPending || delItem.isPending,
    retry: () => void query.refetch(),
    changeQty: (line, direction) => {
      if (!userId) return;
      const qty = quantityChange(line.qty, direction);
      updateQty.mutate({ itemid: line.itemid, qty, userid: userId }, handlers);
    },
    remove: (line) => {
      if (!userId) return;
      delItem.mutate({ itemid: line.itemid, userid: userId }, handlers);
    },
  };
}
