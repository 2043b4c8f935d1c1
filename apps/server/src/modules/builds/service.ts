import { randomBytes } from 'node:crypto';
import {
  API_MESSAGES,
  completeSelectionSchema,
  pcBuildSchema,
  quoteSelection,
  type Selection,
  type SharedBuild,
  type StockedCatalogue,
} from '@shop/domain';
import type { NewBuild, StoredBuild } from './repository';

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
  catalogue: StockedCatalogue,
  selection: Selection,
): { build: Omit<NewBuild, 'id'> } | { problem: string } {
  const quote = quoteSelection(catalogue, selection);
  const [problem] = quote.problems;
  if (!quote.buildable && problem) return { problem };
  if (!quote.build || !quote.itemShort) return { problem: API_MESSAGES.buildNamesUnknownPart };
  return {
    build: { item: quote.build, itemShort: quote.itemShort, pricePaise: quote.sellingPrice },
  };
}

/**
 * A shared build as it stands today: rebuilt from today's catalogue (today's price, names and
 * features), and in stock only if today it could be sold exactly as saved. A build whose part
 * has left the catalogue keeps its saved description with no price. Null if unreadable.
 */
export function sharedBuildRow(
  catalogue: StockedCatalogue,
  stored: StoredBuild,
): SharedBuild | null {
  const saved = pcBuildSchema.safeParse(stored.item);
  const selection = completeSelectionSchema.safeParse(
    (stored.item as { selection?: unknown } | null)?.selection,
  );
  if (!selection.success) return null;
  const today = quoteSelection(catalogue, selection.data);
  const item = today.build ?? (saved.success ? { ...saved.data, price: 0 } : null);
  if (!item) return null;
  return {
    item,
    updatedPrice: item.price,
    itemshort: stored.itemshort,
    stockStatus: today.build !== null && today.complete ? 'Y' : 'N',
  };
}
