import { randomBytes } from 'node:crypto';
import {
  buildItemShort,
  buildPcObject,
  completeSelectionProblems,
  completeSelectionSchema,
  type PcBuild,
  pcBuildSchema,
  priceSelection,
  type Selection,
} from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { NewBuild, StoredBuild } from './repository';

// The catalogue is another feature's: its snapshot type comes through app.catalogue, not an import.
type CatalogueSnapshot = Awaited<ReturnType<FastifyInstance['catalogue']['current']>>;

const BUILD_ID_BYTES = 16;
/** 16 random bytes in base64url: 22 characters. */
export const BUILD_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The id in /builds/{id}: 128 random bits, so a link can be neither guessed nor walked. */
export function newBuildId(): string {
  return randomBytes(BUILD_ID_BYTES).toString('base64url');
}

/**
 * What is stored for a shared build, made here from the selection's ids alone: the build object,
 * its one-line name and price all come from the catalogue, never from what the browser sent.
 * Parts out of stock may be shared (the link then shows them out of stock), but not a build that
 * is incomplete, names an unknown part or breaks a rule.
 */
export function prepareBuild(
  snapshot: CatalogueSnapshot,
  selection: Selection,
): { build: Omit<NewBuild, 'id'> } | { problem: string } {
  const [problem] = completeSelectionProblems(snapshot.all, selection);
  if (problem) return { problem };
  const item = buildPcObject(snapshot.all, selection);
  const itemShort = buildItemShort(snapshot.all, selection);
  if (!item || !itemShort) return { problem: 'The build names a part the shop does not know' };
  return {
    build: { item, itemShort, pricePaise: priceSelection(snapshot.all, selection).sellingPrice },
  };
}

export type SharedBuildRow = {
  item: PcBuild;
  updatedPrice: number;
  itemshort: string;
  stockStatus: 'Y' | 'N';
};

/**
 * A shared build as it stands today: rebuilt from today's catalogue (today's price, names and
 * features), and in stock only if today it could be sold exactly as saved. A build whose part
 * has left the catalogue keeps its saved description with no price. Null if unreadable.
 */
export function sharedBuildRow(
  snapshot: CatalogueSnapshot,
  stored: StoredBuild,
): SharedBuildRow | null {
  const saved = pcBuildSchema.safeParse(stored.item);
  const selection = completeSelectionSchema.safeParse(
    (stored.item as { selection?: unknown } | null)?.selection,
  );
  if (!selection.success) return null;
  const today = buildPcObject(snapshot.all, selection.data);
  const item = today ?? (saved.success ? { ...saved.data, price: 0 } : null);
  if (!item) return null;
  const sellable = today !== null && snapshot.saleProblems(selection.data).length === 0;
  return {
    item,
    updatedPrice: item.price,
    itemshort: stored.itemshort,
    stockStatus: sellable ? 'Y' : 'N',
  };
}
