import fp from 'fastify-plugin';
import { CatalogueStore } from './catalogue-store';
import { createCatalogueRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The component catalogue, for every module that shows, checks or prices parts. */
    catalogue: CatalogueStore;
  }
}

/** One catalogue store for the whole app; registered before the modules that read it. */
export const catalogueStorePlugin = fp(
  async (app) => {
    const store = new CatalogueStore(createCatalogueRepository(app.db), app.log);
    app.decorate('catalogue', store);
    app.addHook('onClose', () => store.settle());
  },
  { name: 'catalogue-store', dependencies: ['context'] },
);
