// The sizes of the year (docs/decisions/110-a-year-of-a-busy-shop.md) and the SQL every step builds
// on. Deterministic: every "random" value is a hash of the row's number, so two runs make the same rows.

export const SCALE = {
  customers: 300_000,
  orders: 1_000_000,
  cartLines: 1_000_000,
  tickets: 100_000,
  leads: 100_000,
  registrations: 100_000,
  refunds: 20_000,
  /** The customer whose data export is measured. */
  heavyCustomerOrders: 500,
  /** Each part and add-on this many times over: the catalogue staff have built up in a year. */
  catalogueTimes: 10,
};

// md5 of a tag and a number: a uuid that is the same on every run, with a version 4 uuid's
// version and variant digits, like the ids the shop makes itself (its contracts take any id a uuid
// column holds, storedUuid in @shop/domain, so a database seeded before these digits works too).
export const uid = (tag, n) =>
  `overlay(overlay(md5('${tag}' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;
// A number in [0, m) from a row's number: the fixed "random" of this seed.
export const pick = (n, m, salt = 0) => `(abs(hashint4(${n} + ${salt})) % ${m})`;
