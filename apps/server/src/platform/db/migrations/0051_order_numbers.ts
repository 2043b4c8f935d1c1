import { type Kysely, sql } from 'kysely';

// Every order gets a short random number people can read out
// (docs/decisions/111-short-order-numbers.md): eight digits of Crockford's base32, unique.
// The alphabet is written out here, not imported, so this migration stays as it ran.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

// Eight bytes of a random uuid, five bits of each: a uuid's version byte (6) and variant byte
// (8) are left out, as their fixed bits would make some digits likelier than others.
const RANDOM_BYTES = [0, 1, 2, 3, 4, 5, 10, 11];

/** Draws new numbers for the listed orders, a fresh random uuid per order, in one statement. */
async function drawNumbers(db: Kysely<any>, which: ReturnType<typeof sql>): Promise<bigint> {
  const digits = RANDOM_BYTES.map(
    (index) => sql`substr(${ALPHABET}, (get_byte(drawn.bytes, ${sql.lit(index)}) & 31) + 1, 1)`,
  );
  const result = await sql`
    with drawn as (
      select orderid, uuid_send(gen_random_uuid()) as bytes from orders where orderid in (${which})
    )
    update orders set order_number = ${sql.join(digits, sql` || `)}
    from drawn where orders.orderid = drawn.orderid`.execute(db);
  return result.numAffectedRows ?? 0n;
}

export async function up(db: Kysely<any>): Promise<void> {
  // Collation C: the index then also serves a search by the start of a number.
  await sql`alter table orders add column order_number text collate "C"`.execute(db);
  await drawNumbers(db, sql`select orderid from orders`);
  // Two orders may draw the same number (about even odds over a million orders): all but the
  // first of each draw again until none share one.
  let redrawn = 1n;
  while (redrawn > 0n) {
    redrawn = await drawNumbers(
      db,
      sql`select orderid from (
        select orderid, row_number() over (partition by order_number order by created, orderid) as nth
        from orders
      ) ranked where nth > 1`,
    );
  }
  await sql`alter table orders alter column order_number set not null`.execute(db);
  await sql`alter table orders add constraint orders_order_number_key unique (order_number)`.execute(
    db,
  );
  await sql`alter table orders add constraint orders_order_number_form
    check (order_number ~ '^[0-9A-HJKMNP-TV-Z]{8}$')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table orders drop column if exists order_number`.execute(db);
}
