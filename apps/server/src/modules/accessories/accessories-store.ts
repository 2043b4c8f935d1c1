import type { FastifyBaseLogger } from 'fastify';
import { type AccessoriesSnapshot, createAccessoriesSnapshot } from './accessories-snapshot';
import type { AccessoriesRepository } from './repository';

/** How old the add-ons a visitor browses may be; prices and stock for a cart are never unchecked. */
export const BROWSING_STALENESS_MS = 1_000;

/**
 * The add-ons in memory, as a copy of the database checked against accessories_version (moved by
 * every seed and every stock change), so any number of instances can share one database (D3).
 */
export class AccessoriesStore {
  readonly #repository: AccessoriesRepository;
  readonly #log: FastifyBaseLogger;
  readonly #now: () => number;
  #snapshot: AccessoriesSnapshot | undefined;
  #checkedAt = Number.NEGATIVE_INFINITY;
  #loading: Promise<AccessoriesSnapshot> | undefined;
  #background: Promise<unknown> | undefined;
  #versionRead: Promise<number> | undefined;
  #nextVersionRead: Promise<number> | undefined;

  constructor(repository: AccessoriesRepository, log: FastifyBaseLogger, now = Date.now) {
    this.#repository = repository;
    this.#log = log;
    this.#now = now;
  }

  /** The add-ons as the database holds them now: for prices and stock. */
  async current(): Promise<AccessoriesSnapshot> {
    const checkedAt = this.#now();
    const version = await this.#versionNow();
    const known = this.#snapshot;
    if (known && known.version >= version) {
      this.#checkedAt = Math.max(this.#checkedAt, checkedAt);
      return known;
    }
    // A load already running may have read before this version: wait for one that did not.
    for (;;) {
      this.#loading ??= this.#load(checkedAt).finally(() => {
        this.#loading = undefined;
      });
      const loaded = await this.#loading;
      if (loaded.version >= version) return loaded;
    }
  }

  /** For browsing: the copy in memory, checked at most once a second and in the background. */
  async recent(): Promise<AccessoriesSnapshot> {
    const known = this.#snapshot;
    if (!known) return this.current();
    if (this.#now() - this.#checkedAt > BROWSING_STALENESS_MS && !this.#background) {
      this.#background = this.current()
        .catch((error: unknown) => this.#log.error({ err: error }, 'add-ons check failed'))
        .finally(() => {
          this.#background = undefined;
        });
    }
    return known;
  }

  /** Waits for any check or load in flight, so the database can close under none. */
  async settle(): Promise<void> {
    await Promise.allSettled([this.#background, this.#loading]);
  }

  /**
   * The database's version as of some moment after the caller arrived. Busy carts ask many times
   * at once: callers who arrive while a read is under way (it may have started before them) share
   * the one read that starts when it ends, so a burst costs two queries, not one per request.
   */
  #versionNow(): Promise<number> {
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

  #startVersionRead(): Promise<number> {
    const read = this.#repository.version();
    this.#versionRead = read;
    const forget = () => {
      if (this.#versionRead === read) this.#versionRead = undefined;
    };
    read.then(forget, forget);
    return read;
  }

  async #load(checkedAt: number): Promise<AccessoriesSnapshot> {
    const snapshot = createAccessoriesSnapshot(await this.#repository.loadAll(), (invalid) =>
      this.#log.error(invalid, 'add-on left out: it does not fit the accessory schema'),
    );
    // Versions only grow, so the newest copy is the one with the highest.
    if (!this.#snapshot || snapshot.version >= this.#snapshot.version) {
      this.#snapshot = snapshot;
      this.#checkedAt = Math.max(this.#checkedAt, checkedAt);
    }
    return snapshot;
  }
}
