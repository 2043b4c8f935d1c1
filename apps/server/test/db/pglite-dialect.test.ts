import { type Generated, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/kysely';
import { createTestDatabase, testDatabaseKind } from '../helper';

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

// PGlite is one connection: without the driver's mutex, a second request's queries would run
// inside the first request's open transaction. (PostgreSQL gives each transaction its own.)
describe.skipIf(testDatabaseKind !== 'pglite')('PGlite dialect', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await sql`create table test_ledger (step serial primary key, entry text not null)`.execute(
      database.db,
    );
  });
  afterAll(() => database.close());

  const ledger = () =>
    database.db.withTables<{ test_ledger: { step: Generated<number>; entry: string } }>();

  it('runs two concurrent transactions one after the other, never interleaved', async () => {
    const transfer = (name: string) =>
      ledger()
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('test_ledger')
            .values({ entry: `${name} begins` })
            .execute();
          await pause(20);
          await trx
            .insertInto('test_ledger')
            .values({ entry: `${name} ends` })
            .execute();
        });

    await Promise.all([transfer('first'), transfer('second')]);

    const entries = await ledger()
      .selectFrom('test_ledger')
      .select('entry')
      .orderBy('step')
      .execute();
    expect(entries.map((row) => row.entry)).toEqual([
      'first begins',
      'first ends',
      'second begins',
      'second ends',
    ]);
  });

  it('keeps a lone query out of a transaction that is still open', async () => {
    await ledger().deleteFrom('test_ledger').execute();
    let countSeenOutside: number | undefined;
    const transaction = ledger()
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('test_ledger').values({ entry: 'pending' }).execute();
        await pause(20);
        throw new Error('rolled back on purpose');
      });
    await pause(5);
    const outside = ledger()
      .selectFrom('test_ledger')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
      .then((row) => {
        countSeenOutside = row.count;
      });

    await expect(transaction).rejects.toThrow('rolled back on purpose');
    await outside;
    expect(countSeenOutside).toBe(0);
  });

  it('returns the affected row count of a write', async () => {
    await ledger()
      .insertInto('test_ledger')
      .values([{ entry: 'a' }, { entry: 'b' }])
      .execute();
    const result = await ledger().updateTable('test_ledger').set({ entry: 'c' }).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(2n);
  });

  it('refuses queries once the database is closed', async () => {
    const closing = await createTestDatabase();
    await closing.close();
    await expect(sql`select 1`.execute(closing.db)).rejects.toThrow();
  });
});
