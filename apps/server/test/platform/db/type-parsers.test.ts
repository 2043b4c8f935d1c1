import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/platform/db/kysely';
import { createTestDatabase } from '../../helper';

describe('column values', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('reads bigint as a number while exact, and beyond that as a BigInt', async () => {
    const { rows } = await sql<{ count: unknown; paise: unknown; huge: unknown }>`
      select count(*) as count, 1999900::bigint as paise, 9007199254740993::bigint as huge
    `.execute(database.db);
    expect(rows).toEqual([{ count: 1, paise: 1_999_900, huge: 9_007_199_254_740_993n }]);
  });

  it('reads a date as its calendar day, untouched by time zones', async () => {
    const { rows } = await sql<{ day: unknown }>`select date '2025-03-31' as day`.execute(
      database.db,
    );
    expect(rows).toEqual([{ day: '2025-03-31' }]);
  });

  it('reads timestamptz as a Date and jsonb as parsed JSON', async () => {
    const { rows } = await sql<{ at: unknown; data: unknown }>`
      select timestamptz '2025-03-31T18:30:00Z' as at, '{"gpu": "RTX 4070"}'::jsonb as data
    `.execute(database.db);
    expect(rows).toEqual([{ at: new Date('2025-03-31T18:30:00Z'), data: { gpu: 'RTX 4070' } }]);
  });
});
