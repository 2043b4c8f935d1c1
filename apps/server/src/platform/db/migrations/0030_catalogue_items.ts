import { type Kysely, sql } from 'kysely';
import { announceChangesOf } from './0018_change_notifications';

/** The tables this migration empties into catalogue_items, as they stood (0002, 0008, 0012, 0016, 0017). */
const OLD_TABLES = [
  {
    kind: 'processor',
    table: 'processors',
    price: 'price_paise',
    fields: { igpu_timespy: 'igpuTimespy' },
  },
  {
    kind: 'chipset',
    table: 'chipsets',
    price: 'chipset_price_paise',
    fields: {
      chipset_name: 'chipsetName',
      chipset_platform: 'chipsetPlatform',
      chipset_ram_type: 'chipsetRamType',
      chipset_tdp: 'chipsetTdp',
      chipset_size: 'chipsetSize',
      chipset_ram_slots: 'chipsetRamSlots',
      chipset_m2_slots: 'chipsetM2Slots',
      chipset_sata_ports: 'chipsetSataPorts',
    },
  },
  {
    kind: 'ram',
    table: 'rams',
    price: 'ram_price_paise',
    fields: {
      ram_name: 'ramName',
      ram_size: 'ramSize',
      ram_rgb: 'ramRGB',
      ram_type: 'ramType',
      ram_count: 'ramCount',
    },
  },
  { kind: 'gpu', table: 'gpus', price: 'price_paise', fields: {} },
  { kind: 'cooler', table: 'coolers', price: 'price_paise', fields: {} },
  { kind: 'storage', table: 'storages', price: 'price_paise', fields: {} },
  { kind: 'psu', table: 'psus', price: 'price_paise', fields: {} },
  { kind: 'cabinet', table: 'cabinets', price: 'price_paise', fields: {} },
  {
    kind: 'accessory',
    table: 'accessories',
    price: 'price_paise',
    fields: { item_short: 'itemShort' },
  },
  { kind: 'prebuilt', table: 'prebuilts', price: null, fields: { use_case: 'useCase' } },
] as const;

// One store for everything the shop sells (docs/decisions/090-one-document-per-catalogue-item.md):
// each item is the domain schema's document plus the columns staff filter, sort or lock on. The
// part, add-on and pre-built tables are moved here and dropped; every change moves
// catalogue_items_version, which the in-memory catalogue, add-ons and pre-builts all check.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalogue_items_version')
    .addColumn('id', 'boolean', (column) => column.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('version', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.insertInto('catalogue_items_version').defaultValues().execute();
  await sql`
    create function bump_catalogue_items_version() returns trigger language plpgsql as $$
    begin
      update catalogue_items_version set version = version + 1;
      return null;
    end
    $$`.execute(db);

  await db.schema
    .createTable('catalogue_items')
    .addColumn('kind', 'text', (column) =>
      column
        .notNull()
        .check(
          sql`kind in ('processor', 'chipset', 'ram', 'gpu', 'cooler', 'storage', 'psu', 'cabinet', 'accessory', 'prebuilt')`,
        ),
    )
    .addColumn('id', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    // Whole rupees in paise; null only for a pre-built, priced by its parts.
    .addColumn('price_paise', 'bigint', (column) => column.check(sql`price_paise >= 0`))
    .addColumn('in_stock', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('stock_qty', 'integer', (column) => column.check(sql`stock_qty >= 0`))
    // Published: only active items are shown, priced and sold.
    .addColumn('active', 'boolean', (column) => column.notNull().defaultTo(true))
    // Moves on every change of the document, price or flags: staff save against the one they read.
    .addColumn('revision', 'integer', (column) => column.notNull().defaultTo(1))
    // 'seed' items follow the data files; once staff edit one it is theirs ('staff').
    .addColumn('origin', 'text', (column) =>
      column.notNull().defaultTo('seed').check(sql`origin in ('seed', 'staff')`),
    )
    .addColumn('document', 'jsonb', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('catalogue_items_pkey', ['kind', 'id'])
    .execute();
  await db.schema
    .createIndex('catalogue_items_by_position')
    .on('catalogue_items')
    .columns(['kind', 'position', 'id'])
    .execute();
  await sql`
    create trigger catalogue_items_bump_version
    after insert or update or delete or truncate on catalogue_items
    for each statement execute function bump_catalogue_items_version()`.execute(db);
  await announceChangesOf(db, 'catalogue_items');
  await announceChangesOf(db, 'catalogue_items_version');

  for (const { kind, table, price, fields } of OLD_TABLES) {
    const columns = ['id', 'position', 'in_stock', 'stock_qty', ...(price ? [price] : [])];
    const renamed = Object.entries(fields);
    const dropped = sql.join(
      [...columns, ...renamed.map(([column]) => column)].map((c) => sql.lit(c)),
    );
    const added = renamed.length
      ? sql`jsonb_build_object(${sql.join(renamed.map(([column, field]) => sql`${sql.lit(field)}::text, t.${sql.ref(column)}`))})`
      : sql`'{}'::jsonb`;
    await sql`
      insert into catalogue_items (kind, id, position, price_paise, in_stock, stock_qty, document)
      select ${sql.lit(kind)}, t.id, t.position, ${price ? sql`t.${sql.ref(price)}` : sql`null`},
        t.in_stock, ${table === 'prebuilts' ? sql`null` : sql`t.stock_qty`},
        (to_jsonb(t) - array[${dropped}]::text[]) || ${added}
      from ${sql.table(table)} t`.execute(db);
  }
  for (const { table } of OLD_TABLES) await db.schema.dropTable(table).execute();
  for (const name of ['catalogue', 'accessories', 'prebuilts']) {
    await db.schema.dropTable(`${name}_version`).execute();
    await sql`drop function ${sql.raw(`bump_${name}_version`)}()`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error(
    '0030_catalogue_items moved the catalogue into one table: restore a backup instead',
  );
}
