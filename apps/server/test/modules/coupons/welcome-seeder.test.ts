import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { welcomeCouponsSeeder } from '../../../src/modules/coupons/welcome-seeder';
import { seedDataDir } from '../../../src/paths';
import type { DatabaseHandle } from '../../../src/platform/db/kysely';
import { runSeeds } from '../../../src/platform/db/seed/run-seeds';
import { createTestDatabase } from '../../helper';

describe('welcome coupons data', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('seeds every offer of data/coupons/welcome.json in paise', async () => {
    const file = JSON.parse(await readFile(join(seedDataDir, 'coupons/welcome.json'), 'utf8'));
    const offers = await database.db
      .selectFrom('welcome_coupons')
      .selectAll()
      .orderBy('code')
      .execute();
    expect(offers.map((offer) => offer.code)).toEqual(
      file.map((row: { code: string }) => row.code).sort(),
    );
    expect(offers[0]).toEqual({
      code: 'WELCOME1000',
      description: 'Flat ₹1,000 off on PCs above ₹50,000',
      value_paise: -100_000,
      min_purchase_value_paise: 5_000_000,
      validity: null,
      valid_for_days: null,
    });
  });

  it('follows a changed file: updates offers and removes the ones it no longer holds', async () => {
    await database.db.transaction().execute((trx) =>
      welcomeCouponsSeeder.apply(trx, [
        {
          code: 'WELCOME1000',
          description: 'Flat ₹1,500 off',
          value: -1500,
          minPurchaseValue: 60000,
          validity: '2030-03-31T23:59:59+05:30',
        },
      ]),
    );
    const offers = await database.db.selectFrom('welcome_coupons').selectAll().execute();
    expect(offers).toEqual([
      {
        code: 'WELCOME1000',
        description: 'Flat ₹1,500 off',
        value_paise: -150_000,
        min_purchase_value_paise: 6_000_000,
        validity: new Date('2030-03-31T18:29:59Z'),
        valid_for_days: null,
      },
    ]);
  });

  it('refuses an offer with both a fixed end and a number of days', async () => {
    await expect(
      database.db.transaction().execute((trx) =>
        welcomeCouponsSeeder.apply(trx, [
          {
            code: 'BOTH',
            description: 'x',
            value: -1,
            minPurchaseValue: 0,
            validity: '2030-01-01T00:00:00Z',
            validForDays: 5,
          },
        ]),
      ),
    ).rejects.toThrow();
  });

  it('is recorded by the seed run, so an unchanged file is not applied again', async () => {
    const recorded = await database.db
      .selectFrom('seed_state')
      .select('name')
      .where('name', '=', 'welcome-coupons')
      .execute();
    expect(recorded).toHaveLength(1);
    expect(await runSeeds(database.db, [welcomeCouponsSeeder])).toEqual([]);
  });
});
