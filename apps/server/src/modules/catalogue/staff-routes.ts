import {
  API_MESSAGES,
  rupeesToPaise,
  STOCK_ITEM_KINDS,
  type StockItem,
  staffCatalogueEndpoint,
  staffUpdateStockItemEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuditLog } from '../../platform/audit/audit-log';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { KEPT_ANSWER_COMPRESSORS, sendKept, serializedBy } from '../../platform/http/send-kept';
import { type KeptAnswer, keptAnswerOf } from '../../platform/kept/kept-answers';
import { perSnapshot } from '../../platform/kept/per-snapshot';
import { staffMember } from '../../platform/staff/access';
import {
  findStockItem,
  type StockChange,
  stockAreaOf,
  stockItemsOf,
  updateStockItem,
} from './stock-items';
import { type StockList, stockListStore } from './stock-list';

/** Every kind and "all", each whole or low only: the lists a catalogue version can answer. */
const LISTS_PER_VERSION = 2 * (STOCK_ITEM_KINDS.length + 1);

const notFound = () => new HttpError('NOT_FOUND', API_MESSAGES.itemNotFound);

/**
 * The part of a change that differs from the item as it is: a price, flag or count equal to the
 * stored one is dropped, and so is what the kind does not hold (a pre-built has only its flag).
 * An empty answer is a save with nothing changed, which writes no row and no audit entry
 * (docs/api/staff-console.md#catalogue).
 */
function differences(before: StockItem, change: StockChange): StockChange {
  const differs: StockChange = {};
  if (
    before.kind !== 'prebuilt' &&
    change.pricePaise !== undefined &&
    change.pricePaise !== rupeesToPaise(before.price ?? 0)
  ) {
    differs.pricePaise = change.pricePaise;
  }
  if (change.inStock !== undefined && change.inStock !== before.inStock) {
    differs.inStock = change.inStock;
  }
  if (
    before.kind !== 'prebuilt' &&
    change.stockQty !== undefined &&
    change.stockQty !== before.stockQty
  ) {
    differs.stockQty = change.stockQty;
  }
  return differs;
}

/**
 * The catalogue editor and the low-stock list (docs/api/staff-console.md#catalogue). Each change
 * is one update of the item's row: its table's trigger moves the version every instance checks,
 * so the in-memory catalogue, add-ons and pre-builts reload and carts are priced with it at once.
 */
export const catalogueStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const stockList = stockListStore(app);
  // Each list made and serialized once per catalogue version, then sent as kept.
  const keptLists = perSnapshot<StockList, KeptAnswer>(LISTS_PER_VERSION);
  app.route({
    ...routeOf(staffCatalogueEndpoint),
    handler: async (request, reply) => {
      const { kind, low } = request.query;
      const list = await stockList.current();
      const answer = keptLists(list, `${kind} ${low}`, () => {
        const items = stockItemsOf(list.onSale, kind, low === 'true');
        return keptAnswerOf(serializedBy(reply, { items }), KEPT_ANSWER_COMPRESSORS);
      });
      return sendKept(request, reply, answer);
    },
  });

  app.route({
    ...routeOf(staffUpdateStockItemEndpoint),
    handler: async (request) => {
      const member = staffMember(request);
      const { kind, id, price, inStock, stockQty } = request.body;
      // A count decides the flag unless the flag is given: none left is out of stock.
      const flag =
        inStock ?? (stockQty === undefined || stockQty === null ? undefined : stockQty > 0);
      const asked = {
        pricePaise: price === undefined ? undefined : rupeesToPaise(price),
        inStock: flag,
        stockQty,
      };
      const now = app.clock.now();
      const after = await app.db.transaction().execute(async (trx) => {
        const before = await findStockItem(trx, kind, id);
        if (!before) throw notFound();
        const change = differences(before, asked);
        if (Object.keys(change).length === 0) return before;
        await updateStockItem(trx, kind, id, change);
        const updated = (await findStockItem(trx, kind, id)) as StockItem;
        const area = stockAreaOf(kind);
        await createAuditLog(trx).record(
          member,
          {
            action: `${area}.update`,
            subject: `${kind} ${id}`,
            before: { price: before.price, inStock: before.inStock, stockQty: before.stockQty },
            after: { price: updated.price, inStock: updated.inStock, stockQty: updated.stockQty },
          },
          now,
        );
        return updated;
      });
      return { item: after };
    },
  });
};
