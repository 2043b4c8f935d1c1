import { CHECKOUT_SESSION_MS } from '@shop/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What checkout reads of the user, their addresses and coupons, and marks on their cart. */
export function createCheckoutRepository(db: Kysely<Database>) {
  return {
    /** SPEC §3 activity timestamp checkoutClicked. */
    async stampCheckoutClicked(userId: string, now: Date): Promise<void> {
      await db
        .updateTable('users')
        .set({ checkout_clicked: now })
        .where('id', '=', userId)
        .execute();
    },

    /** SPEC §3 activity timestamp paymentAttempted. */
    async stampPaymentAttempted(userId: string, now: Date): Promise<void> {
      await db
        .updateTable('users')
        .set({ payment_attempted: now })
        .where('id', '=', userId)
        .execute();
    },

    /**
     * Starts a checkout session (SPEC §4: 19815000 ms) on every line of the user's cart that has
     * none running: never stamped, or stamped longer ago than a session lasts.
     */
    async startCheckoutSessions(userId: string, now: Date): Promise<void> {
      const expired = new Date(now.getTime() - CHECKOUT_SESSION_MS);
      await db
        .updateTable('cart_items')
        .set({ checkout_time: now })
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('checkout_time', 'is', null), eb('checkout_time', '<=', expired)]))
        .execute();
    },

    /** Stores the server's discountInfo on one of the user's lines; false when there is none. */
    async saveCheckoutInfo(userId: string, itemId: string, info: unknown): Promise<boolean> {
      if (!UUID_PATTERN.test(itemId)) return false;
      const result = await db
        .updateTable('cart_items')
        .set({ checkout_info: info === null ? null : JSON.stringify(info) })
        .where('itemid', '=', itemId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async findBuyer(userId: string) {
      return db
        .selectFrom('users')
        .select(['firstname', 'lastname', 'number', 'verified'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /** One of the user's addresses; another user's is not found. */
    async findAddress(userId: string, addressId: string) {
      if (!UUID_PATTERN.test(addressId)) return undefined;
      return db
        .selectFrom('addresses')
        .select(['addressid', 'title', 'address'])
        .where('addressid', '=', addressId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** One of the user's coupons that is neither spent nor expired; anything else is not found. */
    async findUsableCoupon(userId: string, couponId: string, now: Date) {
      if (!UUID_PATTERN.test(couponId)) return undefined;
      return db
        .selectFrom('coupons')
        .select(['couponid', 'value_paise', 'min_purchase_value_paise'])
        .where('couponid', '=', couponId)
        .where('user_id', '=', userId)
        .where('spent_at', 'is', null)
        .where((eb) => eb.or([eb('validity', 'is', null), eb('validity', '>', now)]))
        .executeTakeFirst();
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
