import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOGUE_KIND_SHAPES, type CatalogueItemKind } from '@shop/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDataDir } from '../../../src/paths';
import type { DatabaseHandle } from '../../../src/platform/db/kysely';
import { migrations } from '../../../src/platform/db/migrations';
import { createTestDatabase } from '../../helper';
import { withTablesBefore } from './tables-before-migration';

/** The tables before 0030, with the columns whose names differ from the domain's fields. */
const LEGACY = [
  [
    'processor',
    'processors',
    'catalogue/processors.json',
    { price: 'price_paise', igpuTimespy: 'igpu_timespy' },
  ],
  [
    'chipset',
    'chipsets',
    'catalogue/chipsets.json',
    {
      chipsetPrice: 'chipset_price_paise',
      chipsetName: 'chipset_name',
      chipsetPlatform: 'chipset_platform',
      chipsetRamType: 'chipset_ram_type',
      chipsetTdp: 'chipset_tdp',
      chipsetSize: 'chipset_size',
      chipsetRamSlots: 'chipset_ram_slots',
      chipsetM2Slots: 'chipset_m2_slots',
      chipsetSataPorts: 'chipset_sata_ports',
    },
  ],
  [
    'ram',
    'rams',
    'catalogue/rams.json',
    {
      ramPrice: 'ram_price_paise',
      ramName: 'ram_name',
      ramSize: 'ram_size',
      ramRGB: 'ram_rgb',
      ramType: 'ram_type',
      ramCount: 'ram_count',
    },
  ],
  ['gpu', 'gpus', 'catalogue/gpus.json', { price: 'price_paise' }],
  ['cooler', 'coolers', 'catalogue/coolers.json', { price: 'price_paise' }],
  ['storage', 'storages', 'catalogue/storages.json', { price: 'price_paise' }],
  ['psu', 'psus', 'catalogue/psus.json', { price: 'price_paise' }],
  ['cabinet', 'cabinets', 'catalogue/cabinets.json', { price: 'price_paise' }],
  [
    'accessory',
    'accessories',
    'accessories/accessories.json',
    { price: 'price_paise', itemShort: 'item_short' },
  ],
  ['prebuilt', 'prebuilts', 'prebuilts/prebuilts.json', { useCase: 'use_case' }],
] as const;

const SCHEMA = 'before_catalogue_items';

/**
 * Fields the data files gained after 0030, which live only in the documents: the old tables never
 * had them, so the rows they held are the files' without them.
 */
const ADDED_SINCE: Partial<Record<CatalogueItemKind, readonly string[]>> = { psu: ['cables'] };

function asBefore(kind: CatalogueItemKind, item: object): object {
  const added = ADDED_SINCE[kind] ?? [];
  return Object.fromEntries(Object.entries(item).filter(([field]) => !added.includes(field)));
}

/** A row as the old tables held it: renamed columns, paise, jsonb as JSON text. */
function legacyRow(
  kind: CatalogueItemKind,
  renames: Record<string, string>,
  item: object,
  position: number,
) {
  const row: Record<string, unknown> = { position };
  for (const [field, value] of Object.entries(item)) {
    const column = field === CATALOGUE_KIND_SHAPES[kind].idField ? 'id' : (renames[field] ?? field);
    row[column] =
      field === CATALOGUE_KIND_SHAPES[kind].priceField
        ? (value as number) * 100
        : value !== null && typeof value === 'object'
          ? JSON.stringify(value)
          : value;
  }
  return row;
}

/**
 * 0030 moves every part, add-on and pre-built from their own tables into catalogue_items: run on
 * the data files as the old tables held them, the documents read back are the files again.
 */
describe('migration 0030_catalogue_items', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('moves every item with its stock, and each reads back as its data file row', async () => {
    await withTablesBefore(database, '0030', SCHEMA, async (db) => {
      const expected: Record<string, unknown[]> = {};
      for (const [kind, table, file, renames] of LEGACY) {
        const items = (JSON.parse(await readFile(join(seedDataDir, file), 'utf8')) as object[]).map(
          (item) => asBefore(kind, item),
        );
        expected[kind] = items;
        await db
          .insertInto(table)
          .values(items.map((item, position) => legacyRow(kind, renames, item, position)))
          .execute();
      }
      await db
        .updateTable('gpus')
        .set({ in_stock: false, stock_qty: 2 })
        .where('position', '=', 1)
        .execute();

      await migrations['0030_catalogue_items']?.up(db);

      const { rows } = await sql<{
        kind: CatalogueItemKind;
        id: string;
        price_paise: number | null;
        in_stock: boolean;
        stock_qty: number | null;
        document: object;
      }>`
        select kind, id, price_paise, in_stock, stock_qty, document from catalogue_items
        order by kind, position`.execute(db);
      for (const [kind] of LEGACY) {
        const { schema, idField, priceField } = CATALOGUE_KIND_SHAPES[kind];
        const moved = rows
          .filter((row) => row.kind === kind)
          .map((row) =>
            schema.parse({
              ...row.document,
              [idField]: row.id,
              ...(priceField && { [priceField]: Number(row.price_paise) / 100 }),
            }),
          );
        expect(moved, kind).toEqual(expected[kind]);
      }
      const gpus = rows.filter((row) => row.kind === 'gpu');
      expect(gpus[1]).toMatchObject({ in_stock: false, stock_qty: 2 });
      expect(gpus[0]).toMatchObject({ in_stock: true, stock_qty: null });
      const { rows: left } = await sql`
        select tablename from pg_tables where schemaname = ${SCHEMA}
        and tablename in ('gpus', 'accessories', 'prebuilts', 'catalogue_version')`.execute(db);
      expect(left).toEqual([]);
    });
  });
});
