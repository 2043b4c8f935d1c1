import type { StockItem } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { VersionedStore } from '../../platform/stores/versioned-store';
import { createCatalogueItemsService } from '../catalogue-items/service';
import { stockItemOf } from './stock-items';

/**
 * Every item on sale with its price and stock, as of one catalogue_items_version: made once per
 * version (every price, stock or publication change moves it), never changed.
 */
export type StockList = { readonly version: number; readonly onSale: readonly StockItem[] };

/**
 * The stock list kept in memory, read again only when the catalogue's version moves
 * (docs/decisions/017-versioned-in-memory-stores.md): staff's lists filter it instead of reading
 * and converting every item's document per view.
 */
export function stockListStore(app: FastifyInstance): VersionedStore<StockList> {
  const items = createCatalogueItemsService(app.db);
  const store = new VersionedStore<StockList>({
    name: 'stock list',
    log: app.log,
    now: () => app.clock.now().getTime(),
    source: {
      version: () => items.version(),
      writeCount: app.databaseWriteCount,
      load: async () => {
        const { version, rows } = await items.loadOnSale();
        return { version, onSale: rows.map(stockItemOf) };
      },
    },
  });
  app.addHook('onClose', () => store.settle());
  return store;
}
