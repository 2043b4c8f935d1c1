// What the customer the bench signs in as needs, in the year and in the nearly empty shop alike:
// the add-ons, the customers, the sessions and the carts (docs/decisions/110-a-year-of-a-busy-shop.md).
import { createHash } from 'node:crypto';
import { pick, SCALE, uid } from './scale-seed-sql.mjs';

/** The cookies the bench signs in with: sessions seeded beside the data. */
export const STAFF_TOKEN = 'scale-bench-staff-session-token';
export const CUSTOMER_TOKEN = 'scale-bench-customer-session-token';
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

// The add-ons the shop's seed made, numbered: payments, orders and carts pick from them.
export const ACCESSORY_STEP = [
  'accessory',
  `create temp table accessory as
     select row_number() over (order by id) - 1 as k, id, price_paise,
       document || jsonb_build_object('id', id, 'price', price_paise / 100) as item,
       document->>'itemShort' as item_short, document->>'category' as category
     from catalogue_items where kind = 'accessory' and price_paise is not null;`,
];

/** Customers 1..`customers` and the staff admin: customer n is the same row in any seed. */
export const usersStep = (customers) => [
  'users',
  `insert into users (id, firstname, lastname, email, number, verified, email_verified_at, password_hash, created_at, role)
   select ${uid('user', 'g')},
     (array['Aarav','Vivaan','Aditya','Ishaan','Diya','Ananya','Saanvi','Priya','Rohan','Kabir','Meera','Arjun'])[1 + ${pick('g', 12, 1)}],
     (array['Sharma','Verma','Iyer','Nair','Reddy','Patel','Gupta','Khan','Das','Menon','Singh','Rao'])[1 + ${pick('g', 12, 2)}] || ' ' || g,
     'customer' || g || '@example.in', '9' || lpad((g % 1000000000)::text, 9, '0'), 1, now() - interval '400 days',
     '$argon2id$v=19$m=19456,t=2,p=1$c2NhbGViZW5jaHNhbHQ$c2NhbGViZW5jaGhhc2hub3RhcmVhbG9uZQ',
     now() - interval '400 days' + interval '1 second' * g, null
   from generate_series(1, ${customers}) g;
   insert into users (id, firstname, lastname, email, verified, created_at, role)
   values (${uid('staff', 1)}, 'Bench', 'Admin', 'bench.admin@example.in', 1, now(), 'admin');`,
];

export const SESSIONS_STEP = [
  'sessions, staff_sessions',
  `insert into sessions (token_hash, user_id, expires_at, created_at, last_seen_at)
   values ('${sha256(CUSTOMER_TOKEN)}', ${uid('user', 1)}, now() + interval '30 days', now(), now());
   insert into staff_sessions (token_hash, user_id, expires_at, created_at)
   values ('${sha256(STAFF_TOKEN)}', ${uid('staff', 1)}, now() + interval '30 days', now());`,
];

/**
 * Cart line g belongs to customer 1 + (g - 1) % customers: up to four add-ons each, never the same
 * twice (the cart's dedupe key is unique). `customerOneOnly` writes just customer 1's lines
 * (g = 1, 1 + customers, …), the same rows the year holds for them.
 */
export const cartStep = ({ customerOneOnly = false } = {}) => {
  const { customers, cartLines } = SCALE;
  return [
    customerOneOnly ? "cart_items (customer 1's)" : 'cart_items',
    `insert into cart_items (itemid, user_id, item_type, item, item_short, dedupe_key, qty, created)
     select ${uid('cart', 'g')}, ${uid('user', `1 + (g - 1) % ${customers}`)}, a.category, a.item, a.item_short, a.item_short,
       1 + ${pick('g', 3, 13)}, now() - interval '1 minute' * g
     from generate_series(1, ${cartLines}${customerOneOnly ? `, ${customers}` : ''}) g
     join accessory a on a.k = ((g - 1) / ${customers} * 11 + ${pick(`(g - 1) % ${customers}`, 41, 17)}) % 41;`,
  ];
};
