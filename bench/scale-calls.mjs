// What `npm run bench:scale` loads (docs/decisions/110-a-year-of-a-busy-shop.md): every console list,
// the dashboard, a customer's pages and the configurator, each with its p99 target.
import { CUSTOMER_TOKEN, STAFF_TOKEN } from './scale-seed-customers.mjs';

/** The cookies of the staff member and the customer the seed signed in. */
export const staff = { cookie: `staff_sid=${STAFF_TOKEN}` };
export const customer = { cookie: `sid=${CUSTOMER_TOKEN}` };
const list = (name, path) => ({ name, path, who: staff, p99Ms: 100 });
const STAGES = ['all', 'open', 'Confirmed', 'Assembly', 'Delivered', 'Refunded'];
const SORTS = ['-created', 'created', '-value', 'value', 'status', '-status'];

export const CALLS = [
  list('dashboard', '/api/admin/dashboard'),
  ...STAGES.map((stage) => list(`orders, stage ${stage}`, `/api/admin/orders?stage=${stage}`)),
  ...SORTS.map((sort) => list(`orders, sort ${sort}`, `/api/admin/orders?sort=${sort}`)),
  list('orders, page 200', '/api/admin/orders?page=200'),
  list('orders, search by email', '/api/admin/orders?q=customer12345%40example.in'),
  list('orders, search by name', '/api/admin/orders?q=Iyer%2077'),
  list('orders, search by order number', '/api/admin/orders?q=OD-4A7K'),
  ...['open', 'closed', 'all'].map((status) =>
    list(`tickets, ${status}`, `/api/admin/tickets?status=${status}`),
  ),
  ...['all', 'new', 'contacted'].map((status) =>
    list(`leads, ${status}`, `/api/admin/leads?status=${status}`),
  ),
  list('leads, source callback', '/api/admin/leads?source=callback'),
  list('registrations, all', '/api/admin/registrations'),
  list('registrations, new', '/api/admin/registrations?status=new'),
  list('audit log', '/api/admin/audit'),
  list('audit log, action order.move', '/api/admin/audit?action=order.move'),
  list('audit log, page 100', '/api/admin/audit?page=100'),
  list('data rights', '/api/admin/data-rights'),
  list('coupons', '/api/admin/coupons'),
  list('staff', '/api/admin/staff'),
  list('catalogue stock', '/api/admin/catalogue'),
  {
    name: 'customer: fetchAllUserDetails (orders, tickets, cart)',
    path: '/api/fetchAllUserDetails',
    method: 'POST',
    who: customer,
    p99Ms: 50,
  },
  {
    name: 'customer: cart refresh (updatePrice)',
    path: '/api/updatePrice',
    method: 'POST',
    who: customer,
    p99Ms: 50,
    againOnEmptyShop: true,
  },
  {
    name: 'configurator options (fetchAllComponents)',
    path: '/api/fetchAllComponents',
    who: {},
    p99Ms: 50,
  },
];
