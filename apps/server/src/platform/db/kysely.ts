import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../../config';
import { PgliteDialect, WriteCounter } from './pglite-dialect';
import { CHANGE_CHANNEL, PostgresChanges } from './postgres-changes';
import { prepareStatementsOn } from './prepared-statements';
import type { Database } from './schema';
import { sharedParsers } from './type-parsers';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly kind: DatabaseKind;
  /**
   * PGlite only: how many statements this process has run that may have changed the database.
   * No other process can open it, so while this holds still the data has not moved. Absent on
   * PostgreSQL, where any instance may write.
   */
  readonly writeCount?: () => number;
  /**
   * Moves whenever this process learns that the database may have changed: on PGlite its own
   * writes; on PostgreSQL its own writes and every change another instance announced, and on
   * every call while it cannot hear them (docs/decisions/064-memory-until-a-change-is-heard.md).
   * What a person reads of their own account is kept in memory until it moves.
   */
  readonly changeCount: () => number;
  /** Finishes the query or transaction in progress, then closes. Safe to call twice. */
  close(): Promise<void>;
}

/** PostgreSQL at DATABASE_URL when set, else embedded PGlite with its data in DATA_DIR. */
export async function createDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return connectPostgres(config.databaseUrl);
  mkdirSync(config.dataDir, { recursive: true });
  return usePglite(await openPglite({ dataDir: config.dataDir }));
}

/**
 * A PGlite with the parsers that make it answer like node-postgres does here, and pg_trgm for the
 * console's searches (docs/decisions/110-a-year-of-a-busy-shop.md): once a database has its
 * indexes, every open must load it.
 */
export function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
  initDbStartParams?: string[];
}): Promise<PGlite> {
  return PGlite.create({ ...options, parsers: sharedParsers, extensions: { pg_trgm } });
}

export function usePglite(pglite: PGlite): DatabaseHandle {
  const writes = new WriteCounter();
  const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite, writes) });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    writeCount: () => writes.count,
    changeCount: () => writes.count,
    close() {
      closing ??= db.destroy().then(async () => {
        // Kysely skips the driver if no query ever ran; PGlite must still be closed to flush.
        if (!pglite.closed) await pglite.close();
      });
      return closing;
    },
  };
}

export function connectPostgres(
  connectionString: string,
  onIdleClientError: (error: Error) => void = (error) =>
    console.error('PostgreSQL connection error', error),
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        sharedParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client can lose its server (restart, failover); without a listener that would crash
  // the process. The pool replaces the client; the next query reports any lasting outage.
  pool.on('error', onIdleClientError);
  const changes = new PostgresChanges(connectionString, onIdleClientError, (payload) =>
    pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, payload]),
  );
  pool.on('connect', (client) => {
    prepareStatementsOn(client);
    changes.countWritesOn(client);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    changeCount: () => changes.count(),
    close() {
      closing ??= db.destroy().then(async () => {
        await changes.close();
        if (!pool.ended) await pool.end();
      });
      return closing;
    },
  };
}
