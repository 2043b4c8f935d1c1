import { type CartItem, MESSAGES } from '@shop/domain';
import { useCallback, useRef, useState } from 'react';
import { type MessageTone, useTimedMessage } from '../../components/timed-message';
import { ApiError, apiPost } from '../api-client';
import { useSession } from '../session/session-context';
import { updatePrice } from './api/update-price';
import { addGuestLine, findGuestDuplicate, type NewCartLine } from './guest-cart-lines';

export type AddToCartBody = NewCartLine & { userid: string; qty: number; stock: 'Y' };
export type AddToCartAnswer = { message: string; cart: CartItem[] };

/** POST /api/addToCart for a signed-in user: answers the whole cart (SPEC §7). */
export function addToCart(body: AddToCartBody): Promise<AddToCartAnswer> {
  return apiPost<AddToCartAnswer>('/api/addToCart', body);
}

type Outcome = { text: string; tone: MessageTone };

const added: Outcome = { text: MESSAGES.cart.added, tone: 'success' };
const already: Outcome = { text: MESSAGES.cart.alreadyInCart, tone: 'info' };

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
 * Add To Cart for every screen that sells something (/config, /builds/{id}, /accessories): the
 * spec's message for 2 s, and `busy` while the call is out (SPEC §4). It lives in lib because
 * those screens belong to different features.
 */
export function useAddToCart() {
  const { status, userId, updateDetails } = useSession();
  const { message, show } = useTimedMessage();
  const [calling, setCalling] = useState(false);
  // A ref as well as state: two clicks in one frame must not both get through.
  const inFlight = useRef(false);

  const addForUser = useCallback(
    async (line: NewCartLine, userid: string): Promise<Outcome> => {
      try {
        const answer = await addToCart({ ...line, userid, qty: 1, stock: 'Y' });
        updateDetails((details) => ({ ...details, cartInfo: answer.cart }));
        return added;
      } catch (error) {
        // 400 and 409 carry the spec's own words (incomplete PC, duplicate, out of stock).
        if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
          return error.message === MESSAGES.cart.alreadyInCart
            ? already
            : { text: error.message, tone: 'danger' };
        }
        throw error;
      }
    },
    [updateDetails],
  );

  const add = useCallback(
    async (line: NewCartLine) => {
      if (inFlight.current || status === 'loading') return;
      inFlight.current = true;
      setCalling(true);
      try {
        const outcome =
          status === 'authenticated' && userId
            ? await addForUser(line, userId)
            : await addForGuest(line);
        show(outcome.text, outcome.tone);
      } catch (error) {
        // SPEC §4: a failed call gives the button back; the error is only logged.
        console.error('Could not add the item to the cart', error);
      } finally {
        inFlight.current = false;
        setCalling(false);
      }
    },
    [status, userId, addForUser, show],
  );

  // Until the session is known it is not clear which cart the item would go to.
  return { add, busy: calling || status === 'loading', message };
}
