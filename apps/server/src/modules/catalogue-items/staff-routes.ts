import {
  CATALOGUE_KIND_SHAPES,
  type CatalogueItemKind,
  idOfItem,
  isPartKind,
  type PrebuiltDefinition,
  type StaffCatalogueItem,
  staffAllPartsEndpoint,
  staffCatalogueItemEndpoint,
  staffCreateCatalogueItemEndpoint,
  staffMoveCatalogueItemEndpoint,
  staffPublishCatalogueItemEndpoint,
  staffSaveCatalogueItemEndpoint,
  CATALOGUE_ITEM_MESSAGES as WORDS,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { createAuditLog } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { staffMember, staffNotFound } from '../../platform/staff/access';
import { createCatalogueItemsRepository, type ItemRow } from './repository';
import {
  brokenPrebuilts,
  reviewPrebuilt,
  stockedOf,
  unpublishedParts,
  unusablePart,
} from './review';

const MAX_NAMED_ISSUES = 5;

/** The item checked with its kind's schema, or a 400 naming each bad field in words. */
function checked(kind: CatalogueItemKind, item: unknown): object {
  const parsed = (CATALOGUE_KIND_SHAPES[kind].schema as z.ZodType).safeParse(item);
  if (parsed.success) return parsed.data as object;
  const words = parsed.error.issues
    .slice(0, MAX_NAMED_ISSUES)
    .map((issue) => `${issue.path.join('.') || kind}: ${issue.message}`);
  throw new HttpError('ITEM_REFUSED', `Please correct: ${words.join('; ')}.`);
}

export function answer(row: ItemRow, rows: readonly ItemRow[]): StaffCatalogueItem {
  const quote =
    row.kind === 'prebuilt' ? reviewPrebuilt(rows, row.item as PrebuiltDefinition).quote : null;
  return {
    kind: row.kind,
    id: row.id,
    published: row.active,
    inStock: row.inStock,
    stockQty: row.stockQty,
    revision: row.revision,
    item: row.item as Record<string, unknown>,
    quote,
  };
}

/** A pre-built that cannot be built is refused; anything else may be saved with warnings. */
function reviewed(kind: CatalogueItemKind, item: object, rows: readonly ItemRow[], id: string) {
  if (kind === 'prebuilt') {
    const review = reviewPrebuilt(rows, item as PrebuiltDefinition);
    if (review.problems.length > 0) {
      throw new HttpError('ITEM_REFUSED', WORDS.impossiblePrebuilt(review.problems.join('; ')));
    }
    return review.warnings;
  }
  if (!isPartKind(kind)) return [];
  const after = rows.map((row) => (row.kind === kind && row.id === id ? { ...row, item } : row));
  return [...unusablePart(rows, kind, item), ...brokenPrebuilts(rows, after)];
}

function revisionHeld(row: ItemRow, revision: number) {
  if (row.revision !== revision) throw new HttpError('ITEM_CHANGED', WORDS.changed);
}

/**
 * Staff edit the catalogue (docs/api/staff-catalogue-items.md): every change in one transaction with
 * its audit entry (before and after); the table's trigger moves the version every instance's
 * catalogue, add-ons and pre-builts check, so the finder, pages and carts follow at once.
 */
export const catalogueItemsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const inTransaction = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    app.db.transaction().execute(work);
  const audit = (
    trx: Transaction<Database>,
    request: Parameters<typeof staffMember>[0],
    entry: { action: string; subject: string; before: unknown; after: unknown },
  ) => createAuditLog(trx).record(staffMember(request), entry, app.clock.now());

  app.route({
    ...routeOf(staffAllPartsEndpoint),
    handler: async (request) => {
      staffMember(request);
      const rows = await createCatalogueItemsRepository(app.db).list('all');
      const notOnSale = rows.filter((row) => isPartKind(row.kind) && !row.active);
      return { catalogue: stockedOf(rows).all, notOnSale: notOnSale.map((row) => row.id) };
    },
  });

  app.route({
    ...routeOf(staffCatalogueItemEndpoint),
    handler: async (request) => {
      const { kind, id } = request.params;
      const repository = createCatalogueItemsRepository(app.db);
      const row = await repository.find(kind, id);
      if (!row) throw staffNotFound();
      return { item: answer(row, await repository.list('all')) };
    },
  });

  app.route({
    ...routeOf(staffCreateCatalogueItemEndpoint),
    handler: async (request, reply) => {
      staffMember(request);
      const { kind } = request.body;
      const item = checked(kind, request.body.item);
      const id = idOfItem(kind, item);
      const saved = await inTransaction(async (trx) => {
        const repository = createCatalogueItemsRepository(trx);
        if (await repository.find(kind, id, true)) {
          throw new HttpError('ITEM_CHANGED', WORDS.idTaken(kind, id));
        }
        const rows = await repository.list('all');
        const warnings = reviewed(kind, item, rows, id);
        await repository.insert(kind, item, app.clock.now());
        const row = (await repository.find(kind, id)) as ItemRow;
        await audit(trx, request, {
          action: 'catalogue.create',
          subject: `${kind} ${id}`,
          before: null,
          after: row.item,
        });
        return { item: answer(row, [...rows, row]), warnings };
      });
      return reply.code(201).send(saved);
    },
  });

  app.route({
    ...routeOf(staffSaveCatalogueItemEndpoint),
    handler: async (request) => {
      staffMember(request);
      const { kind, id } = request.params;
      const item = checked(kind, request.body.item);
      if (idOfItem(kind, item) !== id) throw new HttpError('ITEM_REFUSED', WORDS.idFixed);
      return inTransaction(async (trx) => {
        const repository = createCatalogueItemsRepository(trx);
        const before = await repository.find(kind, id, true);
        if (!before) throw staffNotFound();
        revisionHeld(before, request.body.revision);
        const rows = await repository.list('all');
        const warnings = reviewed(kind, item, rows, id);
        await repository.replaceDocument(
          kind,
          withStoredPhotos(item, before.item),
          app.clock.now(),
        );
        const row = (await repository.find(kind, id)) as ItemRow;
        await audit(trx, request, {
          action: 'catalogue.save',
          subject: `${kind} ${id}`,
          before: before.item,
          after: row.item,
        });
        const after = rows.map((each) => (each.kind === kind && each.id === id ? row : each));
        return { item: answer(row, after), warnings };
      });
    },
  });

  app.route({
    ...routeOf(staffPublishCatalogueItemEndpoint),
    handler: async (request) => {
      staffMember(request);
      const { kind, id } = request.params;
      const { published, revision } = request.body;
      return inTransaction(async (trx) => {
        const repository = createCatalogueItemsRepository(trx);
        const before = await repository.find(kind, id, true);
        if (!before) throw staffNotFound();
        revisionHeld(before, revision);
        const rows = await repository.list('all');
        if (published && kind === 'prebuilt') {
          const unpublished = unpublishedParts(rows, before.item as PrebuiltDefinition);
          if (unpublished.length > 0) {
            throw new HttpError('ITEM_REFUSED', WORDS.unpublishedParts(unpublished.join(', ')));
          }
        }
        if (before.active === published) return { item: answer(before, rows), warnings: [] };
        await repository.update(kind, id, { active: published });
        const row = (await repository.find(kind, id)) as ItemRow;
        const after = rows.map((each) => (each.kind === kind && each.id === id ? row : each));
        await audit(trx, request, {
          action: published ? 'catalogue.publish' : 'catalogue.unpublish',
          subject: `${kind} ${id}`,
          before: { published: before.active },
          after: { published },
        });
        return {
          item: answer(row, after),
          warnings: isPartKind(kind) ? brokenPrebuilts(rows, after) : [],
        };
      });
    },
  });

  app.route({
    ...routeOf(staffMoveCatalogueItemEndpoint),
    handler: async (request) => {
      staffMember(request);
      const { kind, id } = request.params;
      const { direction, revision } = request.body;
      return inTransaction(async (trx) => {
        const repository = createCatalogueItemsRepository(trx);
        const before = await repository.find(kind, id, true);
        if (!before) throw staffNotFound();
        revisionHeld(before, revision);
        if (await repository.move(kind, id, direction)) {
          const moved = (await repository.find(kind, id)) as ItemRow;
          await audit(trx, request, {
            action: 'catalogue.move',
            subject: `${kind} ${id}`,
            before: { position: before.position },
            after: { position: moved.position },
          });
        }
        const rows = await repository.list('all');
        const row = rows.find((each) => each.kind === kind && each.id === id) as ItemRow;
        return { item: answer(row, rows), warnings: [] };
      });
    },
  });
};

/**
 * A save that names no photos keeps the item's own: they are uploaded on their own
 * (photo-routes.ts), and the console's form leaves them out. A save that names them (the console's
 * Remove) sets them.
 */
function withStoredPhotos(item: object, stored: unknown): object {
  const photos = (stored as { photos?: unknown } | null)?.photos;
  return 'photos' in item || photos === undefined ? item : { ...item, photos };
}
