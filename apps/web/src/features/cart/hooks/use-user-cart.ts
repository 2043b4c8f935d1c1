import { type CartItem, productOfLine } from '@shop/domain';
import { useMemo } from 'react';
import { hasErrorCode } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { cartOfRefusal } from '../api/cart-of-refusal';
import { useDelItem } from '../api/del-item';
import { useUpdateQty } from '../api/update-qty';
import { type PricedLine, quantityChange } from '../cart-rules';
import type { CartView } from './cart-view';
import {
  usePricedSinceMount,
  useSetUserCart,
  useUserCart as useUserCartCache,
} from './user-cart-cache';

const toPricedLine = (line: CartItem): PricedLine => ({
  itemid: line.itemid,
  ...productOfLine(line),
  itemShort: line.itemShort,
  title: line.title || line.itemShort,
  qty: line.qty,
  stock: line.stock,
  updatedPrice: line.updatedPrice,
});

/**
 * A signed-in user's cart, kept by the server: priced again on opening the screen, then replaced
 * by the cart each change answers. It is the one cart cache, so the navbar count follows.
 */
export function useUserCart(enabled: boolean, onRefused: (text: string) => void): CartView {
  const { userId } = useSession();
  const query = useUserCartCache({ refresh: enabled });
  const { cart, failed } = usePricedSinceMount(query);
  const setUserCart = useSetUserCart();
  const updateQty = useUpdateQty();
  const delItem = useDelItem();

  const lines = useMemo(() => cart?.map(toPricedLine), [cart]);

  const handlers = {
    onSuccess: (answer: { cart: CartItem[] }) => setUserCart(answer.cart),
    onError: (error: unknown) => {
      // An item that went out of stock meanwhile is refused in the server's words, with the cart.
      if (hasErrorCode(error, 'OUT_OF_STOCK')) {
        onRefused(error.message);
        const refused = cartOfRefusal(error);
        if (refused) return setUserCart(refused);
      } else console.error('Could not change the cart', error);
      void query.refetch();
    },
  };

  return {
    lines,
    failed,
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
