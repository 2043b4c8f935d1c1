import type { FastifyBaseLogger } from 'fastify';

/** How old a copy that is only browsed may be; nothing that prices or sells uses an unchecked one. */
export const BROWSING_STALENESS_MS = 1_000;

/** What a store copies: a version row that moves on every change and only grows, and the rows. */
export interface VersionedSource<Snapshot extends { readonly version: number }> {
  /** The version the database holds now (one tiny query). */
  version(): Promise<number>;
  /** Everything, as of one moment, with the version it was read at. */
  load(): Promise<Snapshot>;
  /**
   * Where only this process can write to the database (PGlite): a count that moves with every
   * statement that may have changed it. While it holds still, the last version read still holds,
   * and no query is needed. Null where others may write (PostgreSQL).
   */
  writeCount?: (() => number) | null;
}

export type VersionedStoreOptions<Snapshot extends { readonly version: number }> = {
  /** What the store holds, for the log ("catalogue", "add-ons"). */
  name: string;
  source: VersionedSource<Snapshot>;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  now?: () => number;
};

/** Something under way, with the tick it started at: ticks order version reads and loads. */
type Started<Value> = { startedAt: number; promise: Promise<Value> };
type VersionRead = { startedAt: number; version: number; writesAtStart: number | undefined };

/**
 * A copy in memory of data the database versions (docs/decisions/017-versioned-in-memory-stores.md):
 * never trusted blindly, it is loaded again whenever the database's version is newer. Each
 * instance keeps its own copy, so any number of instances can share one database.
 */
export class VersionedStore<Snapshot extends { readonly version: number }> {
  readonly #name: string;
  readonly #source: VersionedSource<Snapshot>;
  readonly #log: VersionedStoreOptions<Snapshot>['log'];
  readonly #now: () => number;
  #snapshot: Snapshot | undefined;
  /** The write count at which the snapshot was last known to be the database's version. */
  #currentAtWrites: number | undefined;
  #checkedAt = Number.NEGATIVE_INFINITY;
  #clock = 0;
  #versionRead: Promise<VersionRead> | undefined;
  #nextVersionRead: Promise<VersionRead> | undefined;
  #loading: Started<Snapshot> | undefined;
  #background: Promise<unknown> | undefined;
  readonly #underWay = new Set<Promise<unknown>>();

  constructor({ name, source, log, now = Date.now }: VersionedStoreOptions<Snapshot>) {
    this.#name = name;
    this.#source = source;
    this.#log = log;
    this.#now = now;
  }

  /**
   * The data as the database holds it now: for prices, checks and stock. Never older than a
   * version read that began after the call.
   */
  async current(): Promise<Snapshot> {
    const checkedAt = this.#now();
    const unchanged = this.#unchangedSnapshot();
    if (unchanged) {
      this.#checkedAt = Math.max(this.#checkedAt, checkedAt);
      return unchanged;
    }
    const read = await this.#readVersion();
    const known = this.#snapshot;
    if (known && known.version >= read.version) {
      this.#checkedAt = Math.max(this.#checkedAt, checkedAt);
      this.#confirm(known, read.writesAtStart);
      return known;
    }
    let after = read.startedAt;
    for (;;) {
      const loaded = await this.#loadStartedAfter(after, checkedAt);
      if (loaded.version >= read.version) return loaded;
      // Begun after the read was sent is not always after it was answered (a pool may run them
      // in any order): this load is older than the read, so take one begun after it ended.
      after = this.#clock;
    }
  }

  /**
   * For browsing: the copy in memory at once, checked against the database at most once a second
   * and in the background, so a busy page never waits on the database.
   */
  async recent(): Promise<Snapshot> {
    const known = this.#snapshot;
    if (!known) return this.current();
    if (this.#now() - this.#checkedAt > BROWSING_STALENESS_MS && !this.#background) {
      this.#background = this.#track(
        this.current()
          .catch((error: unknown) => this.#log.error({ err: error }, `${this.#name} check failed`))
          .finally(() => {
            this.#background = undefined;
          }),
      );
    }
    return known;
  }

  /** Waits for every check and load under way, so the database can close under none. */
  async settle(): Promise<void> {
    while (this.#underWay.size > 0) await Promise.allSettled([...this.#underWay]);
  }

  /**
   * A version read that began after the caller arrived. Callers who arrive while a read is under
   * way (it may have begun before them) share the one read that starts when it ends, so a burst
   * of requests costs two queries, not one each.
   */
  #readVersion(): Promise<VersionRead> {
    if (!this.#versionRead) return this.#startVersionRead();
    this.#nextVersionRead ??= this.#versionRead
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.#nextVersionRead = undefined;
        return this.#startVersionRead();
      });
    return this.#nextVersionRead;
  }

  /** The snapshot, when no statement that could change the database has run since it was read. */
  #unchangedSnapshot(): Snapshot | undefined {
    const writes = this.#source.writeCount?.();
    if (writes === undefined || writes !== this.#currentAtWrites) return undefined;
    return this.#snapshot;
  }

  /** The snapshot held the database's version when the write count was `writes`. */
  #confirm(snapshot: Snapshot, writes: number | undefined) {
    if (writes === undefined || snapshot !== this.#snapshot) return;
    this.#currentAtWrites = Math.max(this.#currentAtWrites ?? writes, writes);
  }

  #startVersionRead(): Promise<VersionRead> {
    const startedAt = ++this.#clock;
    const writesAtStart = this.#source.writeCount?.();
    const read = this.#track(
      this.#source.version().then((version) => ({ startedAt, version, writesAtStart })),
    );
    this.#versionRead = read;
    const forget = () => {
      if (this.#versionRead === read) this.#versionRead = undefined;
    };
    read.then(forget, forget);
    return read;
  }

  /** Joins the load under way if it began after the tick `after`, else starts one. */
  #loadStartedAfter(after: number, checkedAt: number): Promise<Snapshot> {
    const loading = this.#loading;
    if (loading && loading.startedAt > after) return loading.promise;
    const startedAt = ++this.#clock;
    const writesAtStart = this.#source.writeCount?.();
    const promise = this.#track(
      this.#source.load().then((loaded) => {
        // Loads may finish out of order; versions only grow, so the highest is the newest.
        const known = this.#snapshot;
        if (known && known.version > loaded.version) return known;
        if (known !== loaded) this.#currentAtWrites = undefined;
        this.#snapshot = loaded;
        this.#confirm(loaded, writesAtStart);
        this.#checkedAt = Math.max(this.#checkedAt, checkedAt);
        this.#log.info({ version: loaded.version }, `${this.#name} loaded`);
        return loaded;
      }),
    );
    const load = { startedAt, promise };
    this.#loading = load;
    const forget = () => {
      if (this.#loading === load) this.#loading = undefined;
    };
    promise.then(forget, forget);
    return promise;
  }

  #track<Value>(promise: Promise<Value>): Promise<Value> {
    this.#underWay.add(promise);
    const done = () => this.#underWay.delete(promise);
    promise.then(done, done);
    return promise;
  }
}
