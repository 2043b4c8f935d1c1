import { createHash } from 'node:crypto';
import { type AccessoryOffer, accessorySchema, type StoredCatalogueItems } from '@shop/domain';

/** The add-ons as of one catalogue_items_version: never mutated, replaced whole when it changes. */
export interface AccessoriesSnapshot {
  readonly version: number;
  /** Every add-on with its stock, in the file's order. */
  readonly list: readonly AccessoryOffer[];
  byId(id: string): AccessoryOffer | undefined;
  /** The fetchAccessories answer, serialized once per change. */
  readonly body: Buffer;
  /** Weak: compression may change the bytes on the way, never the meaning. */
  readonly etag: string;
}

export function createAccessoriesSnapshot(
  stored: StoredCatalogueItems,
  onInvalidRow: (invalid: { kind: 'accessory'; id: unknown; problem: string }) => void,
): AccessoriesSnapshot {
  const list: AccessoryOffer[] = [];
  for (const { id, item, inStock } of stored.items) {
    const parsed = accessorySchema.safeParse(item);
    if (!parsed.success) {
      // Left out rather than failing the whole page: someone edited a row by hand.
      onInvalidRow({
        kind: 'accessory',
        id,
        problem: parsed.error.issues[0]?.message ?? 'invalid',
      });
      continue;
    }
    list.push({ ...parsed.data, stock: inStock ? 'Y' : 'N' });
  }
  const byId = new Map(list.map((accessory) => [accessory.id, accessory]));
  const body = Buffer.from(JSON.stringify({ accessories: list }));
  return {
    version: stored.version,
    list,
    byId: (id) => byId.get(id),
    body,
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
  };
}
