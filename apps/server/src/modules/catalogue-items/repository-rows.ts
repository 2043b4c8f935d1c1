import { CATALOGUE_ITEM_KINDS, type CatalogueItemKind, itemFromDocument } from '@shop/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

export type Db = Kysely<Database> | Transaction<Database>;

/** The console's view of an item: its columns, its document as the domain shapes it. */
export type ItemRow = {
  kind: CatalogueItemKind;
  id: string;
  position: number;
  pricePaise: number | null;
  inStock: boolean;
  stockQty: number | null;
  active: boolean;
  revision: number;
  item: unknown;
};

export const ITEM_COLUMNS = [
  'kind',
  'id',
  'position',
  'price_paise',
  'in_stock',
  'stock_qty',
  'active',
  'revision',
  'document',
] as const;

/** The kinds in the order the shop lists them. */
export const kindOrder = sql<number>`array_position(array[${sql.join(
  CATALOGUE_ITEM_KINDS.map((kind) => sql.lit(kind)),
)}]::text[], kind)`;

export function toItemRow(row: {
  kind: string;
  id: string;
  position: number;
  price_paise: number | null;
  in_stock: boolean;
  stock_qty: number | null;
  active: boolean;
  revision: number;
  document: unknown;
}): ItemRow {
  const kind = row.kind as CatalogueItemKind;
  const pricePaise = row.price_paise === null ? null : Number(row.price_paise);
  return {
    kind,
    id: row.id,
    position: row.position,
    pricePaise,
    inStock: row.in_stock,
    stockQty: row.stock_qty,
    active: row.active,
    revision: row.revision,
    item: itemFromDocument(kind, { id: row.id, pricePaise }, row.document),
  };
}
