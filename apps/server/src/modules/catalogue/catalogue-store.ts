import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueRepository } from './repository';
import { type CatalogueSnapshot, createSnapshot } from './snapshot';

/** How old the catalogue a visitor browses may be; prices never use an unchecked copy. */
export const BROWSING_STALENESS_MS = 1_000;

type Load = { startedAt: number; promise: Promise<CatalogueSnapshot> };

/**
 * The catalogue in memory, as a copy of the database that is never trusted blindly: every
 * catalogue change moves catalogue_version (seeding, or the shop marking a part out of stock), and
 * the copy is rebuilt when its version is no longer the database's. Each instance keeps its own
 * copy, so any number of them can share one database (DECISIONS D3).
 */
export class CatalogueStore {
  readonly #repository: CatalogueRepository;
  readonly #log: FastifyBaseLogger;
  readonly #now: () => number;
  #snapshot: CatalogueSnapshot | undefined;
  #snapshotStartedAt = 0;
  #checkedAt = Number.NEGATIVE_INFINITY;
  #loading: Load | undefined;
  #background: Promise<unknown> | undefined;
  // Orders version reads and loads: a load that began after a read saw at least that version.
  #clock = 0;

  constructor(repository: CatalogueRepository, log: FastifyBaseLogger, now = Date.now) {
    this.#repository = repository;
    this.#log = log;
    this.#now = now;
  }

  /** The catalogue as the database holds it now: for prices, checks and stock. */
  async current(): Promise<CatalogueSnapshot> {
    const readAt = ++this.#clock;
    const checkedAt = this.#now();
    const version = await this.#repository.version();
    const known = this.#snapshot;
    if (known?.version === version) {
      this.#checkedAt = Math.max(this.#checkedAt, checkedAt);
      return known;
    }
    return this.#loadStartedAfter(readAt);
  }

  /**
   * For browsing: the copy in memory, checked against the database at most once a second and in
   * the background, so a busy catalogue page never waits on the database.
   */
  async recent(): Promise<CatalogueSnapshot> {
    const known = this.#snapshot;
    if (!known) return this.current();
    if (this.#now() - this.#checkedAt > BROWSING_STALENESS_MS && !this.#background) {
      this.#background = this.current()
        .catch((error: unknown) => this.#log.error({ err: error }, 'catalogue check failed'))
        .finally(() => {
          this.#background = undefined;
        });
    }
    return known;
  }

  /** Waits for any check or load in flight, so the database can close under none. */
  async settle(): Promise<void> {
    await Promise.allSettled([this.#background, this.#loading?.promise]);
  }

  #loadStartedAfter(readAt: number): Promise<CatalogueSnapshot> {
    const loading = this.#loading;
    if (loading && loading.startedAt > readAt) return loading.promise;
    const startedAt = ++this.#clock;
    const checkedAt = this.#now();
    const promise = this.#load().then((snapshot) => {
      // Loads may finish out of order: keep the one that started last.
      if (startedAt > this.#snapshotStartedAt) {
        this.#snapshot = snapshot;
        this.#snapshotStartedAt = startedAt;
        this.#checkedAt = Math.max(this.#checkedAt, checkedAt);
      }
      return snapshot;
    });
    const load = { startedAt, promise };
    this.#loading = load;
    const forget = () => {
      if (this.#loading === load) this.#loading = undefined;
    };
    promise.then(forget, forget);
    return promise;
  }

  async #load(): Promise<CatalogueSnapshot> {
    const stored = await this.#repository.loadAll();
    const snapshot = createSnapshot(stored, (invalid) =>
      this.#log.error(invalid, 'catalogue row left out: it does not fit the catalogue schema'),
    );
    this.#log.info({ version: snapshot.version }, 'catalogue loaded');
    return snapshot;
  }
}
