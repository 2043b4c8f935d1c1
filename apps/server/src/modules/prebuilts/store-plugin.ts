import fp from 'fastify-plugin';
import { VersionedStore } from '../../platform/stores/versioned-store';
import { createPrebuiltsRepository } from './repository';
import { createPrebuiltsSnapshot, type PrebuiltsSnapshot } from './snapshot';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The pre-built range with the shop's stock flags, for the finder and the cart. Priced with a
     * catalogue snapshot: `current()` of both for anything that sells or shows a price.
     */
    prebuilts: VersionedStore<PrebuiltsSnapshot>;
  }
}

/**
 * One pre-builts store for the whole app, checked against prebuilts_version (moved by every seed
 * and every stock change); registered before the modules that read it.
 */
export const prebuiltsStorePlugin = fp(
  async (app) => {
    const repository = createPrebuiltsRepository(app.db);
    const store = new VersionedStore<PrebuiltsSnapshot>({
      name: 'pre-builts',
      log: app.log,
      now: () => app.clock.now().getTime(),
      source: {
        version: () => repository.version(),
        writeCount: app.databaseWriteCount,
        load: async () =>
          createPrebuiltsSnapshot(await repository.loadAll(), (invalid) =>
            app.log.error(invalid, 'pre-built left out'),
          ),
      },
    });
    app.decorate('prebuilts', store);
    app.addHook('onClose', () => store.settle());
  },
  { name: 'prebuilts-store', dependencies: ['context', 'clock'] },
);
