import type { PGlite } from '@electric-sql/pglite';
import { type Dialect, type Driver, type Generated, Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PgliteDialect, WriteCounter } from '../../../src/platform/db/pglite-dialect';
import { createTestDatabase, openTestPglite, testDatabaseKind } from '../../helper';

type Ledger = { test_ledger: { step: Generated<number>; entry: string } };

/** What the driver saw: a request for the connection, its hand-over, its release. */
type ConnectionEvent = 'ask' | 'get' | 'release';

/** A promise the test resolves at the moment it chooses. */
function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The PGlite dialect, with a driver that reports each ConnectionEvent. */
function observedDialect(pglite: PGlite, report: (event: ConnectionEvent) => void): Dialect {
  const dialect = new PgliteDialect(pglite);
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver() {
      const driver = dialect.createDriver();
      return new Proxy(driver, {
        get(target, key) {
          if (key === 'acquireConnection') {
            return async () => {
              report('ask');
              const connection = await target.acquireConnection();
              report('get');
              return connection;
            };
          }
          if (key === 'releaseConnection') {
            return async (...args: Parameters<Driver['releaseConnection']>) => {
              report('release');
              await target.releaseConnection(...args);
            };
          }
          const value = Reflect.get(target, key, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    },
  };
}

// PGlite is one connection: without the driver's mutex, a second request's queries would run
// inside the first request's open transaction. (PostgreSQL gives each transaction its own.)
// Each test holds a transaction open until another request has asked the driver for the
// connection, so the two really overlap, on a fast machine or a slow one.
describe.skipIf(testDatabaseKind !== 'pglite')('PGlite dialect', () => {
  let pglite: PGlite;
  let db: Kysely<Ledger>;
  const events: ConnectionEvent[] = [];
  let onAsk: (() => void) | undefined;

  /** Resolves when the next query or transaction asks the driver for the connection. */
  const nextAsk = () =>
    new Promise<void>((resolve) => {
      onAsk = () => {
        onAsk = undefined;
        resolve();
      };
    });

  beforeAll(async () => {
    pglite = await openTestPglite();
    db = new Kysely<Ledger>({
      dialect: observedDialect(pglite, (event) => {
        events.push(event);
        if (event === 'ask') onAsk?.();
      }),
    });
    await sql`create table test_ledger (step serial primary key, entry text not null)`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
    if (!pglite.closed) await pglite.close();
  });
  beforeEach(async () => {
    await db.deleteFrom('test_ledger').execute();
    events.length = 0;
    onAsk = undefined;
  });

  const countRows = async () =>
    Number(
      (
        await db
          .selectFrom('test_ledger')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('runs two concurrent transactions one after the other, never interleaved', async () => {
    const transfer = (name: string, whileOpen: () => Promise<void>) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('test_ledger')
          .values({ entry: `${name} begins` })
          .execute();
        await whileOpen();
        await trx
          .insertInto('test_ledger')
          .values({ entry: `${name} ends` })
          .execute();
      });

    const firstOpen = deferred();
    const secondWaiting = deferred();
    const first = transfer('first', async () => {
      firstOpen.resolve();
      await secondWaiting.promise;
    });
    await firstOpen.promise;
    const secondAsked = nextAsk();
    const second = transfer('second', async () => {});
    await secondAsked;
    // The second transaction has asked for the connection while the first still holds it.
    secondWaiting.resolve();
    await Promise.all([first, second]);
    // The second got the connection only once the first had given it back. (Without the mutex the
    // entries may still come out in order; the hand-overs would not.)
    expect(events).toEqual(['ask', 'get', 'ask', 'release', 'get', 'release']);

    const entries = await db.selectFrom('test_ledger').select('entry').orderBy('step').execute();
    expect(entries.map((row) => row.entry)).toEqual([
      'first begins',
      'first ends',
      'second begins',
      'second ends',
    ]);
  });

  it('keeps a lone query out of a transaction that is still open', async () => {
    const inside = deferred();
    const outsideWaiting = deferred();
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('test_ledger').values({ entry: 'pending' }).execute();
      inside.resolve();
      await outsideWaiting.promise;
      // Still open: one more statement in it before it is rolled back.
      await trx.insertInto('test_ledger').values({ entry: 'still pending' }).execute();
      throw new Error('rolled back on purpose');
    });
    await inside.promise;
    const outsideAsked = nextAsk();
    const outside = countRows();
    await outsideAsked;
    outsideWaiting.resolve();

    await expect(transaction).rejects.toThrow('rolled back on purpose');
    expect(await outside).toBe(0);
    expect(events).toEqual(['ask', 'get', 'ask', 'release', 'get', 'release']);
  });

  it('returns the affected row count of a write', async () => {
    await db
      .insertInto('test_ledger')
      .values([{ entry: 'a' }, { entry: 'b' }])
      .execute();
    const result = await db.updateTable('test_ledger').set({ entry: 'c' }).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(2n);
  });

  it('refuses queries once the database is closed', async () => {
    const closing = await createTestDatabase();
    await closing.close();
    await expect(sql`select 1`.execute(closing.db)).rejects.toThrow();
  });

  it('counts every statement that may change the database, and no read or transaction control', async () => {
    const writes = new WriteCounter();
    const counted = new Kysely<Ledger>({ dialect: new PgliteDialect(pglite, writes) });
    const before = writes.count;
    await counted.selectFrom('test_ledger').selectAll().execute();
    await counted
      .transaction()
      .execute((trx) => trx.selectFrom('test_ledger').selectAll().execute());
    expect(writes.count).toBe(before);

    await counted.insertInto('test_ledger').values({ entry: 'a' }).execute();
    const afterInsert = writes.count;
    expect(afterInsert).toBeGreaterThan(before);
    await counted.updateTable('test_ledger').set({ entry: 'b' }).execute();
    expect(writes.count).toBeGreaterThan(afterInsert);
    const afterUpdate = writes.count;
    // Raw SQL may write, whatever it says: it counts.
    await sql`select 1`.execute(counted);
    expect(writes.count).toBeGreaterThan(afterUpdate);
    const afterRaw = writes.count;
    await counted.deleteFrom('test_ledger').execute();
    expect(writes.count).toBeGreaterThan(afterRaw);
    // Counted before it runs, so one that fails counts too.
    const afterDelete = writes.count;
    await expect(sql`insert into no_such_table values (1)`.execute(counted)).rejects.toThrow();
    expect(writes.count).toBeGreaterThan(afterDelete);
  });
});
