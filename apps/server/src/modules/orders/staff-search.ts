import { ORDER_NUMBER_LENGTH, orderSearchTerms } from '@shop/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

// Order ids are uuids: anything else names no order (and would make PostgreSQL refuse the query).
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const containing = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/**
 * The ids of the orders a console search finds (docs/decisions/110-a-year-of-a-busy-shop.md): by
 * the order's number or its start (the unique index, collation C), its full id as before order
 * numbers (docs/decisions/111-short-order-numbers.md), or its customer's name, email or phone
 * (trigram indexes, a whole email by users_email_key, then orders by customer). One union of short id lists, each from its own
 * index, so the list sorts the few orders found instead of filtering a million in sort order.
 */
export function ordersMatching(db: Db, typed: string) {
  const { orderNumberDigits, text, email, phoneDigits } = orderSearchTerms(typed);
  const id = typed.trim().replace(/^OD-/i, '');
  const orders = () => db.selectFrom('orders').select('orders.orderid');
  const customerMatches = db
    .selectFrom('users')
    .select('users.id')
    .where((eb) =>
      eb.or([
        ...(text === null
          ? []
          : [
              eb(sql<string>`lower(users.email)`, 'like', containing(text)),
              eb(
                sql<string>`lower(users.firstname || ' ' || users.lastname)`,
                'like',
                containing(text),
              ),
            ]),
        ...(email === null ? [] : [eb(sql<string>`lower(users.email)`, '=', email)]),
        ...(phoneDigits === null ? [] : [eb('users.number', 'like', containing(phoneDigits))]),
      ]),
    );
  let found = orders().where('orders.user_id', 'in', customerMatches);
  if (orderNumberDigits !== null) {
    found = found.union(
      orderNumberDigits.length === ORDER_NUMBER_LENGTH
        ? orders().where('orders.order_number', '=', orderNumberDigits)
        : orders().where('orders.order_number', 'like', `${orderNumberDigits}%`),
    );
  }
  if (UUID_PATTERN.test(id)) {
    found = found.union(orders().where('orders.orderid', '=', id.toLowerCase()));
  }
  return found;
}
