// A year of a busy shop's rows, as bulk SQL shaped like what its repositories write
// (docs/decisions/110-a-year-of-a-busy-shop.md).
import { catalogueTimesSql } from './scale-catalogue.mjs';
import { ACCESSORY_STEP, cartStep, SESSIONS_STEP, usersStep } from './scale-seed-customers.mjs';
import { pick, SCALE, uid } from './scale-seed-sql.mjs';

// Order n's short number (docs/decisions/111-short-order-numbers.md): n times an odd number, modulo
// 2^40, is a different 40 bits for every n, written as eight digits of Crockford's base32.
const ORDER_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const orderNumberOf = (n) => {
  const bits = `((${n}::bigint * 748290584081) % 1099511627776)`;
  return Array.from(
    { length: 8 },
    (_, place) =>
      `substr('${ORDER_NUMBER_ALPHABET}', ((${bits} >> ${35 - 5 * place}) & 31)::int + 1, 1)`,
  ).join(' || ');
};

/** Each step: what it fills and the SQL. Orders are numbered 1..N, oldest first over 365 days. */
export function yearSteps() {
  const { customers, orders, tickets, leads, registrations, refunds } = SCALE;
  const heavy = SCALE.heavyCustomerOrders;
  // Order n's customer: the first `heavy` orders are customer 1's, the rest spread over all.
  const customerOf = (n) =>
    `(case when ${n} <= ${heavy} then 1 else 1 + ${pick(n, customers, 7)} end)`;
  const orderAt = (n) => `(now() - interval '365 days' * (1 - ${n}::float8 / ${orders}))`;
  // The last 3 % (about 11 days) are still being built; the rest are delivered, cancelled or refunded.
  const stageOf = (n) =>
    `(case when ${n} > ${orders * 0.97} then (array['Confirmed','Parts Reserved','Assembly','Stress Test','Ready to Ship','Shipped','Out for Delivery','Delivered'])[1 + ${pick(n, 8, 3)}]
      when ${pick(n, 100, 5)} < 94 then 'Delivered' when ${pick(n, 100, 5)} < 98 then 'Cancelled' else 'Refunded' end)`;
  return [
    ACCESSORY_STEP,
    usersStep(customers),
    SESSIONS_STEP,
    [
      'payment_transactions',
      // One payment per order; its cart is the paid line (PaidLine), its address the snapshot.
      `insert into payment_transactions (merchant_transaction_id, user_id, provider, amount_paise, paid_amount_paise,
         totals, address, cart, status, provider_code, created_at, confirmed_at)
       select 'MT' || lpad(g::text, 10, '0'), ${uid('user', customerOf('g'))}, 'sandbox',
         a.price_paise, a.price_paise,
         jsonb_build_object('subtotal', a.price_paise / 100, 'couponDiscount', 0, 'platformFee', 0, 'grandTotal', a.price_paise / 100),
         jsonb_build_object('title', 'Home', 'address', g || ' MG Road, Bengaluru, Karnataka, 560001'),
         jsonb_build_array(jsonb_build_object('itemid', ${uid('line', 'g')}, 'itemType', a.category, 'title', a.item_short,
           'item', a.item, 'itemShort', a.item_short, 'qty', 1, 'unitPricePaise', a.price_paise, 'valuePaise', a.price_paise,
           'discount', jsonb_build_object('amount', a.price_paise / 100, 'couponDiscount', 0, 'profit', 0, 'discount', 0))),
         'SUCCESS', 'PAYMENT_SUCCESS', ${orderAt('g')}, ${orderAt('g')}
       from generate_series(1, ${orders}) g join accessory a on a.k = ${pick('g', 41, 11)};`,
    ],
    [
      'orders',
      // The trigger that keeps the orders per stage (migration 0050) would update one row a million
      // times in one transaction, each update walking every version before it: off, then counted.
      `alter table orders disable trigger orders_count_stages;
       insert into orders (orderid, order_number, merchant_transaction_id, line_no, user_id, item_type, title, product,
         product_short, qty, unit_price_paise, value_paise, discount, address, status, created, updated)
       select ${uid('order', 'g')}, ${orderNumberOf('g')}, 'MT' || lpad(g::text, 10, '0'), 1,
         ${uid('user', customerOf('g'))}, a.category, a.item_short,
         a.item, a.item_short, 1, a.price_paise, a.price_paise,
         jsonb_build_object('amount', a.price_paise / 100, 'couponDiscount', 0, 'profit', 0, 'discount', 0),
         g || ' MG Road, Bengaluru, Karnataka, 560001', s.stage, ${orderAt('g')},
         case when s.stage = 'Delivered' then ${orderAt('g')} + interval '6 days' end
       from generate_series(1, ${orders}) g join accessory a on a.k = ${pick('g', 41, 11)}
       cross join lateral (select ${stageOf('g')} as stage) s;
       alter table orders enable trigger orders_count_stages;
       delete from order_stage_counts;
       insert into order_stage_counts (status, count) select status, count(*) from orders group by status;`,
    ],
    [
      'order_stage_events',
      `insert into order_stage_events (orderid, stage, actor, staff_id, note, details, at)
       select orderid, 'Confirmed', 'shop', null, null, null, created from orders;
       insert into order_stage_events (orderid, stage, actor, staff_id, note, details, at)
       select orderid, status, 'staff', ${uid('staff', 1)}, null, null, created + interval '1 day'
       from orders where status <> 'Confirmed';`,
    ],
    [
      'payment_refunds',
      `insert into payment_refunds (merchant_refund_id, merchant_transaction_id, provider, amount_paise, status, reason,
         requested_by, refunded_amount_paise, created_at, settled_at)
       select 'MR' || substr(merchant_transaction_id, 3), merchant_transaction_id, 'sandbox', value_paise, 'COMPLETED',
         'Cancelled by the shop', 'bench.admin@example.in', value_paise, created + interval '1 day', created + interval '2 days'
       from orders where status in ('Refunded', 'Cancelled') order by created desc limit ${refunds};`,
    ],
    [
      'audit_log',
      `insert into audit_log (staff_id, staff_email, action, subject, before, after, at)
       select ${uid('staff', 1)}, 'bench.admin@example.in', 'order.move', 'order ' || orderid,
         jsonb_build_object('status', 'Confirmed'), jsonb_build_object('status', status), created + interval '1 day'
       from orders where status <> 'Confirmed' order by created;`,
    ],
    cartStep(),
    [
      'tickets, ticket_replies',
      `insert into tickets (id, user_id, orderid, description, created, updated, closed_at)
       select ${uid('ticket', 'g')}, o.user_id, o.orderid, 'The order ' || o.orderid || ' needs a look: ' || o.title,
         o.created + interval '3 days', o.created + interval '4 days',
         case when g * 10 < ${tickets * 9} then o.created + interval '5 days' end
       from generate_series(1, ${tickets}) g join orders o on o.orderid = ${uid('order', `g * ${Math.floor(orders / tickets)}`)};
       insert into ticket_replies (ticket_id, author, staff_id, body, created)
       select t.id, r.author, case when r.author = 'staff' then ${uid('staff', 1)} end, r.body, t.created + r.after
       from tickets t cross join (values ('staff', 'We are looking into it.', interval '1 hour'),
         ('customer', 'Thank you.', interval '2 hours')) r(author, body, after);`,
    ],
    [
      'leads',
      `insert into leads (kind, name, email, phone, preferred_date, message, user_id, created_at, status)
       select (array['callback','consultation','careers'])[1 + ${pick('g', 3, 19)}], 'Lead ' || g, 'lead' || g || '@example.in',
         '8' || lpad(g::text, 9, '0'), case when ${pick('g', 3, 19)} < 2 then current_date + (g % 30) end,
         'Please call about a gaming PC', null, now() - interval '365 days' * (1 - g::float8 / ${leads}),
         (array['new','contacted','closed'])[1 + ${pick('g', 3, 23)}]
       from generate_series(1, ${leads}) g;`,
    ],
    [
      'event_registrations',
      // Spread over the events the shop's seed made (events are data, docs/decisions/097).
      `create temp table seeded_event as
         select row_number() over (order by id) - 1 as k, id, document->>'name' as name, event_date,
           coalesce(document->>'venue', 'Bengaluru') as venue
         from events;
       insert into event_registrations (event_id, event_name, event_date, event_location, name, email, phone, description, created_at, status)
       select e.id, e.name, e.event_date, e.venue, 'Visitor ' || g,
         'visitor' || g || '@example.in', '7' || lpad(g::text, 9, '0'), null,
         now() - interval '365 days' * (1 - g::float8 / ${registrations}), (array['new','contacted','closed'])[1 + ${pick('g', 3, 29)}]
       from generate_series(1, ${registrations}) g
       join seeded_event e on e.k = g % (select count(*) from seeded_event);`,
    ],
    // As autovacuum leaves a year-old shop: its visibility map set, so index-only scans read no rows.
    [`catalogue x${SCALE.catalogueTimes}`, catalogueTimesSql(SCALE.catalogueTimes)],
    ['vacuum analyze', 'vacuum analyze;'],
  ];
}
