import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../../src/platform/db/kysely';
import { LISTENER_NAME, PostgresChanges } from '../../../src/platform/db/postgres-changes';
import {
  createSharedTestDatabase,
  createTestDatabase,
  settledChangeCount,
  testDatabaseKind,
} from '../../helper';
import { urlForDatabase } from '../../test-database';

// docs/decisions/064-memory-until-a-change-is-heard.md
describe('every table announces its changes', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('carries the row and truncate triggers on every table the migrations made', async () => {
    const { rows } = await sql<{ table: string }>`
      select c.relname as table from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r'
        and c.relname not like 'kysely_migration%'
        and (select count(*) from pg_trigger t
             where t.tgrelid = c.oid and t.tgname in
               (c.relname || '_announce_change', c.relname || '_announce_truncate')) <> 2
    `.execute(database.db);
    expect(rows).toEqual([]);
  });
});

describe.skipIf(testDatabaseKind !== 'postgres')(
  'what an instance knows has changed, on PostgreSQL',
  () => {
    let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
    beforeAll(async () => {
      shared = await createSharedTestDatabase();
    });
    afterAll(() => shared.close());

    const seedRow = (database: DatabaseHandle, name: string) =>
      database.db.insertInto('seed_state').values({ name, checksum: 'x' }).execute();

    it('holds still over reads and moves with its own writes, a transaction’s at its commit', async () => {
      const { first } = shared;
      const start = await settledChangeCount(first);
      await first.db.selectFrom('seed_state').selectAll().execute();
      await first.db
        .transaction()
        .execute((trx) => trx.selectFrom('seed_state').selectAll().execute());
      expect(first.changeCount()).toBe(start);

      await seedRow(first, 'own-write');
      const afterWrite = first.changeCount();
      expect(afterWrite).toBeGreaterThan(start);

      let beforeCommit = 0;
      await first.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('seed_state')
          .values({ name: 'in-a-transaction', checksum: 'x' })
          .execute();
        beforeCommit = first.changeCount();
      });
      expect(first.changeCount()).toBeGreaterThan(beforeCommit);
    });

    it('hears a change another instance made', async () => {
      const { first, second } = shared;
      const start = await settledChangeCount(first);
      await settledChangeCount(second);
      await seedRow(second, 'other-instance');
      await vi.waitFor(() => expect(first.changeCount()).toBeGreaterThan(start), {
        timeout: 2_000,
        interval: 5,
      });
    });

    it('trusts nothing while its listener is lost, and listens again', async () => {
      const { first, second } = shared;
      await settledChangeCount(first);
      await settledChangeCount(second);
      const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { rows } = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where application_name = ${LISTENER_NAME} and datname = current_database()`.execute(
        second.db,
      );
      // One listener per instance: the second's is ended too, and both must come back.
      expect(rows.length).toBe(2);
      await vi.waitFor(
        () => {
          const count = first.changeCount();
          expect(first.changeCount()).not.toBe(count);
        },
        { timeout: 2_000, interval: 5 },
      );
      const back = await settledChangeCount(first);
      expect(reported).toHaveBeenCalledWith('PostgreSQL connection error', expect.any(Error));
      reported.mockRestore();
      await seedRow(second, 'after-the-outage');
      await vi.waitFor(() => expect(first.changeCount()).toBeGreaterThan(back), {
        timeout: 2_000,
        interval: 5,
      });
    });

    it('trusts nothing on a connection that takes LISTEN but never delivers', async () => {
      const template = inject('testDatabase');
      if (template.kind !== 'postgres') throw new Error('unreachable');
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
        shared.first.db,
      );
      // A probe that never reaches the channel, as behind a pooler in transaction mode. It is
      // sent once LISTEN has been answered, the moment a listener without one would trust itself.
      let probed: () => void = () => undefined;
      const probeSent = new Promise<void>((done) => {
        probed = done;
      });
      const deaf = new PostgresChanges(
        urlForDatabase(template.adminUrl, rows[0]?.name ?? ''),
        () => undefined,
        async () => probed(),
      );
      try {
        deaf.count();
        await probeSent;
        const count = deaf.count();
        expect(deaf.count()).not.toBe(count);
        expect(deaf.count()).not.toBe(deaf.count());
      } finally {
        await deaf.close();
      }
    });
  },
);
