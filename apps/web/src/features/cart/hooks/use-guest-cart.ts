import { productOfLine } from '@shop/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { updatePrice } from '../api/update-price';
import { type PricedLine, quantityChange } from '../cart-rules';
import { changeGuestQty, deleteGuestLine } from '../guest-cart/guest-cart-lines';
import type { CartView } from './cart-view';
import { useGuestCartLines } from './use-guest-cart-lines';

/**
 * A guest's cart: the lines from localStorage, priced by the server every time they change
 * (docs/api/cart.md#guest-cart). Quantities and deletions show at once from storage; prices follow.
 */
export function useGuestCart(enabled: boolean): CartView {
  const stored = useGuestCartLines();
  const query = useQuery({
    queryKey: ['updatePrice', 'guest', stored ?? []],
    queryFn: () => updatePrice({ cart: stored ?? [] }),
    enabled: enabled && stored !== undefined && stored.length > 0,
    placeholderData: keepPreviousData,
  });

  const lines = useMemo<PricedLine[] | undefined>(() => {
    if (!stored) return undefined;
    if (stored.length === 0) return [];
    if (!query.data) return undefined;
    const priced = new Map(query.data.cart.map((line) => [line.itemid, line]));
    return stored.flatMap((line) => {
      const price = priced.get(line.itemid);
      if (!price) return [];
      return [
        {
          itemid: line.itemid,
          // The server's product: a guest keeps only its reference.
          ...productOfLine(price),
          itemShort: price.itemShort || line.itemShort,
          title: price.title || line.itemShort,
          qty: line.qty,
          stock: price.stock,
          updatedPrice: price.updatedPrice,
        },
      ];
    });
  }, [stored, query.data]);

  return {
    lines,
    failed: query.isError && !query.data,
    busy: query.isFetching,
    retry: () => void query.refetch(),
    changeQty: (line, direction) =>
      changeGuestQty(line.itemid, quantityChange(line.qty, direction)),
    remove: (line) => deleteGuestLine(line.itemid),
  };
}
