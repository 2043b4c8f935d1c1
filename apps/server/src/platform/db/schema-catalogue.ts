// The tables of what the shop sells and shows: catalogue items, shared builds, reviews, and
// which seed data was applied.
import type { ColumnType } from 'kysely';
import type { CreatedAt, InStock, Json, PaiseColumn } from './schema-columns';

/** Which seed data file was applied, by the sha256 of its contents. */
export interface SeedStateTable {
  name: string;
  checksum: string;
  applied_at: CreatedAt;
}

/**
 * Everything the shop sells (docs/decisions/090-one-document-per-catalogue-item.md): the domain
 * schema's document of the item without its id and price, which are columns with what staff
 * filter, sort or lock on.
 */
export interface CatalogueItemTable {
  kind: string;
  id: string;
  position: number;
  /** Null only for a pre-built, priced by its parts. */
  price_paise: PaiseColumn | null;
  in_stock: InStock;
  /** Counted stock set by staff; null when only the in_stock flag is kept. */
  stock_qty: ColumnType<number | null, number | null | undefined, number | null>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  revision: ColumnType<number, number | undefined, number>;
  origin: ColumnType<'seed' | 'staff', 'seed' | 'staff' | undefined, 'seed' | 'staff'>;
  document: Json<unknown>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One row; moved by a trigger on every change to catalogue_items. */
export interface CatalogueItemsVersionTable {
  id: ColumnType<boolean, never, never>;
  version: ColumnType<number, never, never>;
}

/** A build shared from /config; the item is the PC build object the server made. */
export interface BuildTable {
  id: string;
  item: Json<unknown>;
  itemshort: string;
  price_paise: PaiseColumn;
  created: CreatedAt;
}

/** One of the shop's own reviews, seeded from data/reviews/reviews.json. */
export interface ReviewTable {
  id: string;
  position: number;
  author_name: string;
  author_url: string;
  profile_photo_url: string;
  rating: number;
  text: string;
  /** YYYY-MM-DD. */
  published_on: string;
}
