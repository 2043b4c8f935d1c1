import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  createQueryId,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  IdentifierNode,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  RawNode,
  type TransactionSettings,
} from 'kysely';

const COMMANDS_WITH_AFFECTED_ROWS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/** Kysely on embedded PGlite: PostgreSQL's SQL, adapter and introspection over one connection. */
export class PgliteDialect implements Dialect {
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PgliteDriver(this.#pglite);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

/** First come, first served; held from acquireConnection to releaseConnection. */
class ConnectionMutex {
  #held = false;
  readonly #waiting: Array<() => void> = [];

  async acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}

/**
 * PGlite is a single connection. Kysely asks for a connection per query, or once for a whole
 * transaction; holding a mutex for that span means another request's queries wait until the
 * transaction ends instead of running inside it.
 */
class PgliteDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #connection: PgliteConnection;
  readonly #mutex = new ConnectionMutex();
  #destroyed = false;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
    this.#connection = new PgliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.#pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.acquire();
    if (this.#destroyed) {
      this.#mutex.release();
      throw new Error('The database has been closed');
    }
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    let statement = 'start transaction';
    if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) statement += ` ${settings.accessMode}`;
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: Compile): Promise<void> {
    await connection.executeQuery(savepointCommand('savepoint', name, compile));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: Compile) {
    await connection.executeQuery(savepointCommand('rollback to', name, compile));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: Compile) {
    await connection.executeQuery(savepointCommand('release', name, compile));
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.release();
  }

  async destroy(): Promise<void> {
    if (this.#destroyed) return;
    // Wait for the query or transaction in progress, then refuse new ones.
    await this.#mutex.acquire();
    this.#destroyed = true;
    this.#mutex.release();
    if (!this.#pglite.closed) await this.#pglite.close();
  }
}

type Compile = QueryCompiler['compileQuery'];

function savepointCommand(command: string, name: string, compile: Compile): CompiledQuery {
  const node = RawNode.createWithChildren([
    RawNode.createWithSql(`${command} `),
    IdentifierNode.create(name),
  ]);
  return compile(node, createQueryId());
}

class PgliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const counted = result.command !== undefined && COMMANDS_WITH_AFFECTED_ROWS.has(result.command);
    return {
      rows: result.rows,
      numAffectedRows: counted ? BigInt(result.rowCount ?? result.affectedRows ?? 0) : undefined,
    };
  }

  // PGlite has no cursors; this fails as Kysely's pg dialect does when no cursor is configured.
  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming query results is not supported on PGlite');
  }
}
