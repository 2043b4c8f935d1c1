import fp from 'fastify-plugin';
import { VersionedStore } from '../../platform/stores/versioned-store';
import { createCatalogueRepository } from './repository';
import { type CatalogueSnapshot, createSnapshot } from './snapshot';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The component catalogue, for every module that shows, checks or prices parts: `current()`
     * for anything that prices or sells, `recent()` for browsing only.
     */
    catalogue: VersionedStore<CatalogueSnapshot>;
  }
}

/**
 * One catalogue store for the whole app, checked against catalogue_version (moved by every change
 * to a catalogue table); registered before the modules that read it.
 */
export const catalogueStorePlugin = fp(
  async (app) => {
    const repository = createCatalogueRepository(app.db);
    const store = new VersionedStore<CatalogueSnapshot>({
      name: 'catalogue',
      log: app.log,
      // On the app's clock, so tests can move past the browsing copy's age instead of waiting.
      now: () => app.clock.now().getTime(),
      source: {
        version: () => repository.version(),
        writeCount: app.databaseWriteCount,
        load: async () =>
          createSnapshot(await repository.loadAll(), (invalid) =>
            app.log.error(invalid, 'catalogue row left out: it does not fit the catalogue schema'),
          ),
      },
    });
    app.decorate('catalogue', store);
    app.addHook('onClose', () => store.settle());
  },
  { name: 'catalogue-store', dependencies: ['context', 'clock'] },
);
