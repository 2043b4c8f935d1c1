import {
  API_MESSAGES,
  LOW_STOCK_AT,
  type StockItem,
  type StockItemKind,
  staffCatalogueEndpoint,
  staffUpdateStockItemEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { createAuditLog } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { staffMember } from '../../platform/staff/access';
import { createAccessoriesService } from '../accessories/service';
import { createPrebuiltsStockService } from '../prebuilts/service';
import {
  createStockRepository,
  PART_KINDS,
  type PartKind,
  type StockChange,
} from './stock-repository';

type Db = Kysely<Database> | Transaction<Database>;

const notFound = () => new HttpError('NOT_FOUND', API_MESSAGES.itemNotFound);
const isPart = (kind: StockItemKind): kind is PartKind => kind in PART_KINDS;

function item(
  kind: StockItemKind,
  row: {
    id: string;
    name: string;
    in_stock: boolean;
    price_paise?: number;
    stock_qty?: number | null;
  },
): StockItem {
  const stockQty = row.stock_qty ?? null;
  return {
    kind,
    id: row.id,
    name: row.name,
    price: row.price_paise === undefined ? null : row.price_paise / 100,
    inStock: row.in_stock,
    stockQty,
    low: !row.in_stock || (stockQty !== null && stockQty <= LOW_STOCK_AT),
  };
}

async function listKind(db: Db, kind: StockItemKind): Promise<StockItem[]> {
  if (isPart(kind))
    return (await createStockRepository(db).list(kind)).map((row) => item(kind, row));
  if (kind === 'accessory') {
    return (await createAccessoriesService(db).listStock()).map((row) => item(kind, row));
  }
  return (await createPrebuiltsStockService(db).listStock()).map((row) => item(kind, row));
}

async function findItem(db: Db, kind: StockItemKind, id: string): Promise<StockItem | undefined> {
  if (isPart(kind)) {
    const row = await createStockRepository(db).find(kind, id);
    return row && item(kind, row);
  }
  if (kind === 'accessory') {
    const row = await createAccessoriesService(db).findStock(id);
    return row && item(kind, row);
  }
  const row = await createPrebuiltsStockService(db).findStock(id);
  return row && item(kind, row);
}

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
    change.pricePaise !== Math.round((before.price ?? 0) * 100)
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
  app.route({
    ...routeOf(staffCatalogueEndpoint),
    handler: async (request) => {
      const { kind, low } = request.query;
      const kinds =
        kind === 'all'
          ? (Object.keys(PART_KINDS) as StockItemKind[]).concat('accessory', 'prebuilt')
          : [kind];
      const items: StockItem[] = [];
      for (const each of kinds) items.push(...(await listKind(app.db, each)));
      return { items: low === 'true' ? items.filter((entry) => entry.low) : items };
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
        pricePaise: price === undefined ? undefined : price * 100,
        inStock: flag,
        stockQty,
      };
      const now = app.clock.now();
      const after = await app.db.transaction().execute(async (trx) => {
        const before = await findItem(trx, kind, id);
        if (!before) throw notFound();
        const change = differences(before, asked);
        if (Object.keys(change).length === 0) return before;
        if (isPart(kind)) await createStockRepository(trx).update(kind, id, change);
        else if (kind === 'accessory') await createAccessoriesService(trx).updateStock(id, change);
        else if (change.inStock !== undefined) {
          await createPrebuiltsStockService(trx).setInStock(id, change.inStock);
        }
        const updated = (await findItem(trx, kind, id)) as StockItem;
        const area = isPart(kind) ? 'part' : kind;
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
