import fp from 'fastify-plugin';
import { VersionedStore } from '../../platform/stores/versioned-store';
import { type AccessoriesSnapshot, createAccessoriesSnapshot } from './accessories-snapshot';
import { createAccessoriesRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The add-ons with their stock, for every module that shows or prices them: `current()` for
     * prices and stock in a cart, `recent()` for browsing only.
     */
    accessories: VersionedStore<AccessoriesSnapshot>;
  }
}

/**
 * One add-ons store for the whole app, checked against accessories_version (moved by every seed
 * and every stock change); registered before the modules that read it.
 */
export const accessoriesStorePlugin = fp(
  async (app) => {
    const repository = createAccessoriesRepository(app.db);
    const store = new VersionedStore<AccessoriesSnapshot>({
      name: 'add-ons',
      log: app.log,
      // On the app's clock, so tests can move past the browsing copy's age instead of waiting.
      now: () => app.clock.now().getTime(),
      source: {
        version: () => repository.version(),
        writeCount: app.databaseWriteCount,
        load: async () =>
          createAccessoriesSnapshot(await repository.loadAll(), (invalid) =>
            app.log.error(invalid, 'add-on left out: it does not fit the accessory schema'),
          ),
      },
    });
    app.decorate('accessories', store);
    app.addHook('onClose', () => store.settle());
  },
  { name: 'accessories-store', dependencies: ['context', 'clock'] },
);
