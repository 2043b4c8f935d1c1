import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCatalogueSeeders } from '../../src/modules/catalogue/seeders';
import { seedDataDir } from '../../src/paths';
import type { DatabaseHandle } from '../../src/platform/db/kysely';
import { runSeeds } from '../../src/platform/db/seed/run-seeds';
import { setInStock } from '../catalogue-support';
import { createTestDatabase } from '../helper';

type Row = Record<string, unknown>;

describe('seeding the catalogue from data/catalogue', () => {
  let database: DatabaseHandle;
  let dataDir: string;

  const file = (table: string) => join(dataDir, 'catalogue', `${table}.json`);
  const readRows = async (table: string): Promise<Row[]> =>
    JSON.parse(await readFile(file(table), 'utf8'));
  const writeRows = (table: string, rows: unknown) => writeFile(file(table), JSON.stringify(rows));
  const seed = () => runSeeds(database.db, createCatalogueSeeders(dataDir), dataDir);
  const storedProcessors = () =>
    database.db
      .selectFrom('catalogue_items')
      .where('kind', '=', 'processor')
      .select(['id', 'price_paise', 'in_stock'])
      .orderBy('position')
      .execute();

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  beforeEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    dataDir = await mkdtemp(join(tmpdir(), 'shop-catalogue-'));
    await cp(join(seedDataDir, 'catalogue'), join(dataDir, 'catalogue'), { recursive: true });
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('seeds nothing again while the files are unchanged', async () => {
    expect(await seed()).toEqual([]);
  });

  it('applies a changed file: new prices, parts dropped from it removed, stock left as the shop set it', async () => {
    const [first, second, third, ...rest] = await readRows('processors');
    await setInStock(database.db, { kind: 'processor', id: String(third?.idcomp) }, false);
    await writeRows('processors', [{ ...first, price: 9_999 }, third, ...rest]);

    expect(await seed()).toEqual(['catalogue-processors']);

    const stored = await storedProcessors();
    expect(stored.map((row) => row.id)).not.toContain(second?.idcomp);
    expect(stored[0]).toEqual({ id: first?.idcomp, price_paise: 999_900, in_stock: true });
    expect(stored[1]).toEqual(expect.objectContaining({ id: third?.idcomp, in_stock: false }));
    expect(stored).toHaveLength(rest.length + 2);
  });

  it('refuses a bad row, naming the file, row, part and field, and changes nothing', async () => {
    const before = await storedProcessors();
    const rows = await readRows('processors');
    const broken = rows.map((row, index) => (index === 2 ? { ...row, price: 'free' } : row));
    await writeRows('processors', broken);

    const failure = seed();
    await expect(failure).rejects.toThrow(
      `catalogue/processors.json, row 3 (${rows[2]?.idcomp}), price: Invalid input: expected number, received string`,
    );
    expect(await storedProcessors()).toEqual(before);
  });

  it('refuses a part without its country of origin or its maker, naming the path, and changes nothing', async () => {
    const before = await database.db
      .selectFrom('catalogue_items')
      .where('kind', '=', 'gpu')
      .select(['id', 'document'])
      .execute();
    const gpus = await readRows('gpus');
    const facts = gpus[1]?.facts as Row;
    const { origin: _origin, ...noOrigin } = facts;
    await writeRows(
      'gpus',
      gpus.map((row, index) => (index === 1 ? { ...row, facts: noOrigin } : row)),
    );
    await expect(seed()).rejects.toThrow(
      `catalogue/gpus.json, row 2 (${gpus[1]?.idgpu}), facts.origin: State the country of origin`,
    );

    const { maker: _maker, ...noMaker } = facts;
    await writeRows(
      'gpus',
      gpus.map((row, index) => (index === 4 ? { ...row, facts: noMaker } : row)),
    );
    await expect(seed()).rejects.toThrow(
      `catalogue/gpus.json, row 5 (${gpus[4]?.idgpu}), facts.maker: State the manufacturer: name, town and country`,
    );

    await writeRows(
      'gpus',
      gpus.map(({ facts: _facts, ...row }, index) =>
        index === 0 ? row : { ...row, facts: _facts },
      ),
    );
    await expect(seed()).rejects.toThrow(
      `catalogue/gpus.json, row 1 (${gpus[0]?.idgpu}), facts: Every product states its facts: origin, maker and (when imported) importer`,
    );
    expect(
      await database.db
        .selectFrom('catalogue_items')
        .where('kind', '=', 'gpu')
        .select(['id', 'document'])
        .execute(),
    ).toEqual(before);
  });

  it('refuses an imported part that names no importer', async () => {
    const rams = await readRows('rams');
    await writeRows(
      'rams',
      rams.map((row, index) =>
        index === 0 ? { ...row, facts: { ...(row.facts as Row), importer: null } } : row,
      ),
    );
    await expect(seed()).rejects.toThrow(
      /catalogue\/rams\.json, row 1 \(.+\), facts\.importer: Made in \w+: name the importer in India/,
    );
  });

  it('refuses a file that breaks a rule spanning files, naming that file', async () => {
    const coolers = await readRows('coolers');
    await writeRows(
      'coolers',
      coolers.filter((cooler) => cooler.coolertype !== 'box'),
    );
    await expect(seed()).rejects.toThrow(
      'catalogue/coolers.json: Processors ship with a box cooler but there is no box cooler entry',
    );
  });
});
