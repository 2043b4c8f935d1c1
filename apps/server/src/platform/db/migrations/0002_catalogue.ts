import { type Kysely, sql } from 'kysely';

type ColumnKind = 'text' | 'integer' | 'bigint' | 'jsonb';
type Column = readonly [name: string, kind: ColumnKind, nullable?: 'nullable'];

// The component catalogue, one table per catalogue table, seeded from data/catalogue/*.json. Prices
// are integer paise; the catalogue's JSON fields are jsonb. `position` keeps the file's order,
// which is the order of the options on screen.
const PART_TABLES: Record<string, readonly Column[]> = {
  processors: [
    ['title', 'text'],
    ['platform', 'text'],
    ['gputype', 'jsonb'],
    ['series', 'text'],
    ['socket', 'text'],
    ['maxtdp', 'integer'],
    ['igpu', 'text', 'nullable'],
    ['cooler', 'text', 'nullable'],
    ['price_paise', 'bigint'],
    ['benchmark', 'jsonb'],
    ['igpu_timespy', 'integer'],
  ],
  chipsets: [
    ['chipset_name', 'text'],
    ['chipset_platform', 'text'],
    ['chipset_ram_type', 'text'],
    ['chipset_tdp', 'integer'],
    ['chipset_size', 'text'],
    ['chipset_price_paise', 'bigint'],
    ['chipset_ram_slots', 'integer'],
    ['chipset_m2_slots', 'integer'],
    ['chipset_sata_ports', 'integer'],
    ['connectivity', 'jsonb'],
    ['displayout', 'jsonb'],
  ],
  rams: [
    ['ram_name', 'text'],
    ['ram_size', 'integer'],
    ['ram_rgb', 'text'],
    ['ram_type', 'text'],
    ['ram_count', 'integer'],
    ['ram_price_paise', 'bigint'],
  ],
  gpus: [
    ['gpubrand', 'text'],
    ['gpumodel', 'text'],
    ['length', 'integer'],
    ['price_paise', 'bigint'],
    ['maxtdp', 'integer'],
    ['benchmarks', 'jsonb'],
    ['displayout', 'jsonb'],
  ],
  coolers: [
    ['coolername', 'text'],
    ['coolertype', 'text'],
    ['coolersize', 'integer'],
    ['maxtdp', 'integer'],
    ['price_paise', 'bigint'],
  ],
  storages: [
    ['storagename', 'text'],
    ['storagetype', 'text'],
    ['price_paise', 'bigint'],
  ],
  psus: [
    ['psuname', 'text'],
    ['tdp', 'integer'],
    ['price_paise', 'bigint'],
  ],
  cabinets: [
    ['cabinetbrand', 'text'],
    ['cabinetmodel', 'text'],
    ['cabinetchipset', 'jsonb'],
    ['cabinetvga', 'integer'],
    ['cabinetcooler', 'jsonb'],
    ['price_paise', 'bigint'],
    ['connectivity', 'jsonb'],
    ['expansion', 'jsonb'],
    ['colour', 'text'],
  ],
};

export async function up(db: Kysely<any>): Promise<void> {
  // Any change to any part, by a seed or by hand (stock, prices), moves this number, so every
  // server instance can tell with one cheap read whether its in-memory catalogue is current.
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'boolean', (column) => column.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('version', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.insertInto('catalogue_version').defaultValues().execute();
  await sql`
    create function bump_catalogue_version() returns trigger language plpgsql as $$
    begin
      update catalogue_version set version = version + 1;
      return null;
    end
    $$`.execute(db);

  for (const [table, columns] of Object.entries(PART_TABLES)) {
    let builder = db.schema
      .createTable(table)
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('position', 'integer', (column) => column.notNull());
    for (const [name, kind, nullable] of columns) {
      builder = builder.addColumn(name, kind, (column) => (nullable ? column : column.notNull()));
      if (name.endsWith('price_paise')) {
        builder = builder.addCheckConstraint(`${table}_${name}_check`, sql`${sql.ref(name)} >= 0`);
      }
    }
    await builder
      .addColumn('features', 'jsonb', (column) => column.notNull())
      .addColumn('warranty', 'integer', (column) => column.notNull())
      .addColumn('in_stock', 'boolean', (column) => column.notNull().defaultTo(true))
      .execute();
    await sql`
      create trigger ${sql.id(`${table}_bump_catalogue_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_catalogue_version()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of Object.keys(PART_TABLES).reverse()) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop function bump_catalogue_version()`.execute(db);
  await db.schema.dropTable('catalogue_version').execute();
}
