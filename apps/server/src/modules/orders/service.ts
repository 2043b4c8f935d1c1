import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { createOrdersRepository } from './repository';
import { createStaffOrdersRepository } from './staff-repository';

export type { NewOrderLine } from './repository';

type Db = Kysely<Database> | Transaction<Database>;

/** What other modules may ask of the orders module, which owns the orders table. */
export function createOrdersService(db: Db) {
  const orders = createOrdersRepository(db);
  return {
    /** One order per line of a confirmed payment, in the confirmation's transaction. */
    addForPayment: orders.addForPayment,
    /** Whether the order is the user's (another user's is not found). */
    belongsTo: orders.belongsTo,
    /** How many orders stand at each status. */
    stageCounts: createStaffOrdersRepository(db).stageCounts,
    /** Orders placed since a moment, and their value. */
    placedSince: createStaffOrdersRepository(db).placedSince,
    /** The merchantTransactionId of the payment that made the order (the user's, when given). */
    findPaymentOf: orders.findPaymentOf,
    /** The order's payment and status (the user's, when given). */
    findPaymentAndStatus: orders.findPaymentAndStatus,
    /** The digits of the given orders' numbers, by order id (decision 111). */
    numbersOf: orders.numbersOf,
    /** The digits of a payment's orders' numbers, in the order paid. */
    numbersOfPayment: orders.numbersOfPayment,
  };
}
