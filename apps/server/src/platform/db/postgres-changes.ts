import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { statementKind } from './statement-kind';

/** The channel the tables' triggers announce on (migration 0018_change_notifications). */
export const CHANGE_CHANNEL = 'shop_changes';
/** How long a lost listener waits before it connects again. */
const RECONNECT_AFTER_MS = 1_000;
/** How long the listener waits to hear its own probe before it gives up on this connection. */
const PROBE_WITHIN_MS = 5_000;
/** How long it waits, after its probe went unheard, before it tries again. */
const RETRY_UNHEARD_AFTER_MS = 60_000;
/** How the listening connection names itself to PostgreSQL (pg_stat_activity). */
export const LISTENER_NAME = 'shop change listener';

/**
 * What this process knows has changed in a PostgreSQL database shared with other instances
 * (docs/decisions/064-memory-until-a-change-is-heard.md): its own writes, counted on its pooled
 * connections, and every change another instance announced. While the listener is not listening,
 * the count moves on every call, so nothing is trusted from memory.
 */
export class PostgresChanges {
  #ownWrites = 0;
  #heard = 0;
  #listening = false;
  #client: pg.Client | undefined;
  #retry: NodeJS.Timeout | undefined;
  #closed = false;
  readonly #connectionString: string;
  readonly #onError: (error: Error) => void;
  readonly #probe: (payload: string) => Promise<unknown>;

  /**
   * `probe` announces a payload on the channel through another connection (the pool's): the
   * listener trusts itself only once it has heard it, so a connection that accepts LISTEN but
   * never delivers (a pooler in transaction mode) keeps memory untrusted.
   */
  constructor(
    connectionString: string,
    onError: (error: Error) => void,
    probe: (payload: string) => Promise<unknown>,
  ) {
    this.#connectionString = connectionString;
    this.#onError = onError;
    this.#probe = probe;
  }

  /** Moves with every change this process knows of; on every call while it cannot hear them. */
  count(): number {
    if (!this.#listening) {
      this.#heard++;
      this.listen();
    }
    return this.#ownWrites + this.#heard;
  }

  /** Starts listening, on the first count: processes that never ask hold no extra connection. */
  listen(): void {
    if (this.#closed || this.#client || this.#retry) return;
    const client = new pg.Client({
      connectionString: this.#connectionString,
      application_name: LISTENER_NAME,
    });
    this.#client = client;
    let lost = false;
    let probe: { payload: string; timer: NodeJS.Timeout } | undefined;
    const onLost = (error?: Error, retryAfterMs = RECONNECT_AFTER_MS) => {
      if (lost) return;
      lost = true;
      clearTimeout(probe?.timer);
      if (error && !this.#closed) this.#onError(error);
      this.#listening = false;
      this.#heard++;
      if (this.#client === client) this.#client = undefined;
      client.end().catch(() => undefined);
      if (this.#closed) return;
      this.#retry = setTimeout(() => {
        this.#retry = undefined;
        this.listen();
      }, retryAfterMs);
      this.#retry.unref();
    };
    client.on('notification', ({ payload }) => {
      this.#heard++;
      if (!probe || payload !== probe.payload || lost) return;
      // Heard through PostgreSQL: whatever changed before this moment is behind us.
      clearTimeout(probe.timer);
      probe = undefined;
      this.#listening = true;
    });
    client.on('error', onLost);
    client.on('end', () => onLost());
    client
      .connect()
      .then(() => client.query(`listen ${CHANGE_CHANNEL}`))
      .then(() => {
        if (lost || this.#closed) return;
        const payload = `probe:${randomUUID()}`;
        const timer = setTimeout(() => {
          const unheard = new Error(
            'changes announced on PostgreSQL do not reach this instance (is DATABASE_URL a pooler in transaction mode?): nothing is kept in memory',
          );
          onLost(unheard, RETRY_UNHEARD_AFTER_MS);
        }, PROBE_WITHIN_MS);
        timer.unref();
        probe = { payload, timer };
        return this.#probe(payload);
      })
      .catch(onLost);
  }

  /**
   * Counts the writes made on one pooled connection: before and after each statement that may
   * change rows, and again when a transaction that made one ends, since only then do other
   * connections see it.
   */
  countWritesOn(client: pg.PoolClient): void {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    let inTransaction = false;
    let wroteInTransaction = false;
    const afterwards = (result: unknown, count: () => void) => {
      if (result instanceof Promise) return result.finally(count);
      count();
      return result;
    };
    client.query = ((...args: unknown[]) => {
      const [first] = args;
      const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
      const kind = typeof text === 'string' ? statementKind(text) : 'write';
      if (kind === 'begin') {
        inTransaction = true;
        wroteInTransaction = false;
      } else if (kind === 'end') {
        const wrote = wroteInTransaction;
        inTransaction = false;
        wroteInTransaction = false;
        if (wrote) return afterwards(query(...args), () => this.#ownWrites++);
      } else if (kind === 'write') {
        if (inTransaction) wroteInTransaction = true;
        this.#ownWrites++;
        return afterwards(query(...args), () => this.#ownWrites++);
      }
      return query(...args);
    }) as typeof client.query;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#listening = false;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }
}
