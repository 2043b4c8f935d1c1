import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface NewOrderLine {
  itemType: string;
  title: string;
  product: unknown;
  productShort: string;
  qty: number;
  unitPricePaise: number;
  valuePaise: number;
  discount: unknown;
  address: string;
}

export function createOrdersRepository(db: Kysely<Database>) {
  return {
    /**
     * One order per line of a confirmed payment, in its confirmation's transaction. The unique
     * (payment, line) refuses a second set for the same payment, whatever let it through.
     */
    async addForPayment(
      merchantTransactionId: string,
      userId: string,
      lines: readonly NewOrderLine[],
      now: Date,
    ) {
      if (lines.length === 0) return [];
      return db
        .insertInto('orders')
        .values(
          lines.map((line, index) => ({
            merchant_transaction_id: merchantTransactionId,
            line_no: index + 1,
            user_id: userId,
            item_type: line.itemType,
            title: line.title,
            product: JSON.stringify(line.product),
            product_short: line.productShort,
            qty: line.qty,
            unit_price_paise: line.unitPricePaise,
            value_paise: line.valuePaise,
            discount: JSON.stringify(line.discount),
            address: line.address,
            created: now,
          })),
        )
        .returning(['orderid', 'line_no'])
        .execute();
    },

    /** The user's orders, newest first (lines of one payment in cart order). */
    async listForUser(userId: string) {
      return db
        .selectFrom('orders')
        .select([
          'orderid',
          'created',
          'updated',
          'status',
          'qty',
          'discount',
          'product',
          'product_short',
          'address',
          'item_type',
          'title',
          'value_paise',
        ])
        .where('user_id', '=', userId)
        .orderBy('created', 'desc')
        .orderBy('merchant_transaction_id')
        .orderBy('line_no')
        .execute();
    },
  };
}
