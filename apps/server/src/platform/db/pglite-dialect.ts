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

/**
 * Counts the statements that may have changed a PGlite database. Only this process can open it,
 * so while the count holds still nothing in it has changed, and the versioned stores can trust
 * their last version read without asking again (docs/decisions/060-pglite-versions-from-memory.md).
 * A statement built as a select is a read; anything else (insert, update, delete, raw SQL, DDL)
 * counts, whether or not its transaction commits.
 */
export class WriteCounter {
  #count = 0;

  get count(): number {
    return this.#count;
  }

  countWrite(): void {
    this.#count++;
  }
}

/** Kysely on embedded PGlite: PostgreSQL's SQL, adapter and introspection over one connection. */
export class PgliteDialect implements Dialect {
  readonly #pglite: PGlite;
  readonly #writes: WriteCounter;

  constructor(pglite: PGlite, writes = new WriteCounter()) {
    this.#pglite = pglite;
    this.#writes = writes;
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PgliteDriver(this.#pglite, this.#writes);
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

  constructor(pglite: PGlite, writes: WriteCounter) {
    this.#pglite = pglite;
    this.#connection = new PgliteConnection(pglite, writes);
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
    await control(connection, CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await control(connection, CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await control(connection, CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: Compile): Promise<void> {
    await control(connection, savepointCommand('savepoint', name, compile));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: Compile) {
    await control(connection, savepointCommand('rollback to', name, compile));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: Compile) {
    await control(connection, savepointCommand('release', name, compile));
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

/** Transaction control changes nothing by itself: the statements inside it were counted. */
function control(connection: DatabaseConnection, query: CompiledQuery): Promise<unknown> {
  return (connection as PgliteConnection).executeControl(query);
}

function savepointCommand(command: string, name: string, compile: Compile): CompiledQuery {
  const node = RawNode.createWithChildren([
    RawNode.createWithSql(`${command} `),
    IdentifierNode.create(name),
  ]);
  return compile(node, createQueryId());
}

class PgliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;
  readonly #writes: WriteCounter;

  constructor(pglite: PGlite, writes: WriteCounter) {
    this.#pglite = pglite;
    this.#writes = writes;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (compiledQuery.query.kind === 'SelectQueryNode') return this.#run(compiledQuery);
    // Counted before (a version read begun meanwhile is not trusted) and after (nor one that
    // began before it and is answered later).
    this.#writes.countWrite();
    try {
      return await this.#run(compiledQuery);
    } finally {
      this.#writes.countWrite();
    }
  }

  executeControl(compiledQuery: CompiledQuery): Promise<QueryResult<unknown>> {
    return this.#run(compiledQuery);
  }

  async #run<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
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
