import fp from 'fastify-plugin';
import { AccessoriesStore } from './accessories-store';
import { createAccessoriesRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The add-ons with their stock, for every module that shows or prices them. */
    accessories: AccessoriesStore;
  }
}

/** One add-ons store for the whole app; registered before the modules that read it. */
export const accessoriesStorePlugin = fp(
  async (app) => {
    const store = new AccessoriesStore(createAccessoriesRepository(app.db), app.log);
    app.decorate('accessories', store);
    app.addHook('onClose', () => store.settle());
  },
  { name: 'accessories-store', dependencies: ['context'] },
);
