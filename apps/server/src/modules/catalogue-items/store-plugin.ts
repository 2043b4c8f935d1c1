import { type CatalogueItemKind, PART_ITEM_KINDS, type StoredCatalogueItems } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VersionedStore } from '../../platform/stores/versioned-store';
import { type AccessoriesSnapshot, createAccessoriesSnapshot } from '../accessories/service';
import { type CatalogueSnapshot, createSnapshot } from '../catalogue/service';
import { createPrebuiltsSnapshot, type PrebuiltsSnapshot } from '../prebuilts/service';
import { createCatalogueItemsRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The component catalogue, for every module that shows, checks or prices parts: `current()`
     * for anything that prices or sells, `recent()` for browsing only.
     */
    catalogue: VersionedStore<CatalogueSnapshot>;
    /** The add-ons with their stock: `current()` for a cart's prices, `recent()` for browsing. */
    accessories: VersionedStore<AccessoriesSnapshot>;
    /**
     * The pre-built range with the shop's stock flags, priced with a catalogue snapshot:
     * `current()` of both for anything that sells or shows a price.
     */
    prebuilts: VersionedStore<PrebuiltsSnapshot>;
  }
}

type Invalid = { kind: CatalogueItemKind; id: unknown; problem: string };

/** One store of some kinds of catalogue_items, checked against catalogue_items_version. */
function storeOf<Snapshot extends { readonly version: number }>(
  app: FastifyInstance,
  name: string,
  kinds: readonly CatalogueItemKind[],
  snapshot: (stored: StoredCatalogueItems, onInvalid: (invalid: Invalid) => void) => Snapshot,
): VersionedStore<Snapshot> {
  const repository = createCatalogueItemsRepository(app.db);
  const store = new VersionedStore<Snapshot>({
    name,
    log: app.log,
    // On the app's clock, so tests can move past the browsing copy's age instead of waiting.
    now: () => app.clock.now().getTime(),
    source: {
      version: () => repository.version(),
      writeCount: app.databaseWriteCount,
      load: async () =>
        snapshot(await repository.loadPublished(kinds), (invalid) =>
          app.log.error(invalid, `${name}: item left out, it does not fit its schema`),
        ),
    },
  });
  app.addHook('onClose', () => store.settle());
  return store;
}

/**
 * The catalogue, add-ons and pre-builts, each one in-memory copy for the whole app of its kinds of
 * catalogue_items (docs/decisions/017-versioned-in-memory-stores.md); registered before the
 * modules that read them.
 */
export const catalogueItemsStorePlugin = fp(
  async (app) => {
    app.decorate('catalogue', storeOf(app, 'catalogue', PART_ITEM_KINDS, createSnapshot));
    app.decorate('accessories', storeOf(app, 'add-ons', ['accessory'], createAccessoriesSnapshot));
    app.decorate('prebuilts', storeOf(app, 'pre-builts', ['prebuilt'], createPrebuiltsSnapshot));
  },
  { name: 'catalogue-items-store', dependencies: ['context', 'clock'] },
);
