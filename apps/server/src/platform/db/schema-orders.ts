// The tables of a cart, the orders it becomes, the stages they reach and the tickets raised on them.
import type { ColumnType } from 'kysely';
import type { Generated, Json, PaiseColumn, Timestamp } from './schema-columns';

/** A line of a signed-in user's cart; its price and stock are worked out on every read. */
export interface CartItemTable {
  itemid: Generated<string>;
  seq: ColumnType<number, never, never>;
  user_id: string;
  item_type: string;
  item: Json<unknown>;
  item_short: string;
  /** The product's identity: its part selection for a PC, else its itemShort. */
  dedupe_key: string;
  qty: number;
  created: Timestamp;
  checkout_info: Json<unknown> | null;
  checkout_time: Date | null;
}

/** One paid cart line (docs/api/orders.md#order-record). */
export interface OrderTable {
  orderid: Generated<string>;
  /** Eight random digits of Crockford's base32, unique: shown as OD-XXXX-XXXX (decision 111). */
  order_number: string;
  merchant_transaction_id: string;
  line_no: number;
  user_id: string;
  item_type: string;
  title: string;
  product: Json<unknown>;
  product_short: string;
  qty: number;
  unit_price_paise: PaiseColumn;
  value_paise: PaiseColumn;
  discount: Json<unknown>;
  address: string;
  status: ColumnType<string, string | undefined, string>;
  created: Timestamp;
  updated: Date | null;
  /** The parts the order holds since Parts Reserved, returned once if it is cancelled. */
  reserved_stock: ColumnType<unknown, string | null | undefined, string | null>;
}

/** A stage an order reached (docs/api/staff-orders.md). */
export interface OrderStageEventTable {
  id: ColumnType<number, never, never>;
  orderid: string;
  stage: string;
  actor: 'staff' | 'customer' | 'shop';
  staff_id: string | null;
  note: string | null;
  details: Json<unknown> | null;
  at: Timestamp;
}

/** Orders per status, kept by a trigger on orders (docs/decisions/110-a-year-of-a-busy-shop.md). */
export interface OrderStageCountTable {
  status: string;
  count: ColumnType<string, never, never>;
}

/** A support ticket on one of the user's orders (docs/api/tickets.md#ticket-record). */
export interface TicketTable {
  id: Generated<string>;
  user_id: string;
  orderid: string;
  description: string;
  created: Timestamp;
  updated: Date | null;
  closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface TicketReplyTable {
  id: Generated<string>;
  ticket_id: string;
  author: 'staff' | 'customer';
  staff_id: string | null;
  body: string;
  created: Timestamp;
}
