import { addToCartEndpoint, MESSAGES } from '@shop/domain';
import { useCallback, useRef, useState } from 'react';
import type { AddToCart, NewCartLine } from '../../../components/add-to-cart/add-to-cart';
import { type MessageTone, useTimedMessage } from '../../../components/timed-message';
import { callApi, hasErrorCode } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { cartOfRefusal } from '../api/cart-of-refusal';
import { updatePrice } from '../api/update-price';
import { addGuestLine, findGuestDuplicate } from '../guest-cart/guest-cart-lines';
import { useSetUserCart } from './user-cart-cache';

type Outcome = { text: string; tone: MessageTone };

const added: Outcome = { text: MESSAGES.cart.added, tone: 'success' };
const already: Outcome = { text: MESSAGES.cart.alreadyInCart, tone: 'info' };

/** The refusals shown in the server's own words (an unfinished or broken PC, out of stock...). */
const SHOWN_REFUSALS = [
  'INCOMPLETE_PC',
  'BUILD_REFUSED',
  'UNKNOWN_ITEM',
  'OUT_OF_STOCK',
  'BAD_REQUEST',
  'UNREADABLE_ENVELOPE',
] as const;

/**
 * A guest's line goes to localStorage, but only once the server has said it can be sold: the
 * same refusals a signed-in user would get (incomplete PC, out of stock), just asked differently.
 */
async function addForGuest(line: NewCartLine): Promise<Outcome> {
  if (findGuestDuplicate(line)) return already;
  const { cart } = await updatePrice({ cart: [{ ...line, qty: 1 }] });
  const [priced] = cart;
  if (!priced) throw new Error('The server did not price the new cart line');
  if (line.itemType === 'PC' && priced.updatedPrice <= 0) {
    return { text: MESSAGES.cart.incompletePc, tone: 'danger' };
  }
  if (priced.stock !== 'Y') return { text: MESSAGES.cart.outOfStock, tone: 'danger' };
  // The price lookup took a moment: another tab may have added the same product meanwhile.
  if (findGuestDuplicate(line)) return already;
  addGuestLine({ ...line, itemShort: priced.itemShort || line.itemShort });
  return added;
}

/**
 * Add To Cart for every screen that sells something (/config, /builds/{id}, /accessories,
 * /prebuilts): the cart's message for 2 s, and `busy` while the call is out
 * (docs/api/cart.md#add-to-cart). Those screens belong to other features: app/routes hands it
 * to them. With `refuseGuests` (home's pre-built), a visitor who is not signed in is told to log
 * in instead of getting a guest line.
 */
export function useAddToCart({ refuseGuests = false }: { refuseGuests?: boolean } = {}): AddToCart {
  const { status, userId } = useSession();
  const setUserCart = useSetUserCart();
  const { message, show } = useTimedMessage();
  const [calling, setCalling] = useState(false);
  // A ref as well as state: two clicks in one frame must not both get through.
  const inFlight = useRef(false);

  const addForUser = useCallback(
    async (line: NewCartLine, userid: string): Promise<Outcome> => {
      try {
        const answer = await callApi(addToCartEndpoint, { ...line, userid, qty: 1, stock: 'Y' });
        setUserCart(answer.cart);
        return added;
      } catch (error) {
        // The same product again: the answer still carries the cart as it stands.
        if (hasErrorCode(error, 'ALREADY_IN_CART')) {
          const cart = cartOfRefusal(error);
          if (cart) setUserCart(cart);
          return already;
        }
        if (hasErrorCode(error, ...SHOWN_REFUSALS)) return { text: error.message, tone: 'danger' };
        throw error;
      }
    },
    [setUserCart],
  );

  const add = useCallback(
    async (line: NewCartLine) => {
      if (inFlight.current || status === 'loading') return;
      if (refuseGuests && !(status === 'authenticated' && userId)) {
        show(MESSAGES.cart.loginToAdd, 'danger');
        return;
      }
      inFlight.current = true;
      setCalling(true);
      try {
        const outcome =
          status === 'authenticated' && userId
            ? await addForUser(line, userId)
            : await addForGuest(line);
        show(outcome.text, outcome.tone);
      } catch (error) {
        // A failed call gives the button back; the error is only logged.
        console.error('Could not add the item to the cart', error);
      } finally {
        inFlight.current = false;
        setCalling(false);
      }
    },
    [status, userId, addForUser, show, refuseGuests],
  );

  // Until the session is known it is not clear which cart the item would go to.
  return { add, busy: calling || status === 'loading', message };
}
