import { randomBytes } from 'node:crypto';
import {
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  type Photo,
  staffUploadCatalogueItemPhotoEndpoint,
} from '@shop/domain';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuditLog } from '../../platform/audit/audit-log';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { mediaStoreOf } from '../../platform/media/media-store-of';
import { staffMember, staffNotFound } from '../../platform/staff/access';
import { makePhotoSizes } from './photo-sizes';
import { createCatalogueItemsRepository, type ItemRow } from './repository';
import { answer } from './staff-routes';

/**
 * Staff photos (docs/api/staff-catalogue-items.md#photos): the file is the request body as it is
 * (any content type: the content decides), checked and made into every size off the event loop,
 * stored on disk or in a bucket (MediaStore) and served from /media/.
 */
export const catalogueItemPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const media = await mediaStoreOf(app.config);
  await media.serve(app);

  // Only for this plugin's route: the bytes stay bytes, up to the size the shop takes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: PHOTO_LIMITS.bytes },
    (_request, body, done) => done(null, body),
  );

  app.route({
    ...routeOf(staffUploadCatalogueItemPhotoEndpoint),
    bodyLimit: PHOTO_LIMITS.bytes,
    errorHandler: (error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return app.errorHandler(
          new HttpError('PHOTO_TOO_LARGE', PHOTO_MESSAGES.tooLarge) as unknown as FastifyError,
          request,
          reply,
        );
      }
      return app.errorHandler(error, request, reply);
    },
    handler: async (request, reply) => {
      const member = staffMember(request);
      const { kind, id } = request.params;
      const repository = createCatalogueItemsRepository(app.db);
      if (!(await repository.find(kind, id))) throw staffNotFound();
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const made = await makePhotoSizes(bytes);
      if (!made.ok) throw new HttpError('PHOTO_REFUSED', made.message);
      const photo: Photo = { id: randomBytes(10).toString('hex'), alt: request.query.alt };
      await media.save(
        `${kind}/${id}`,
        made.sizes.map((size) => ({
          name: `${photo.id}-${size.width}.${size.format}`,
          data: size.data,
        })),
      );
      const item = await app.db.transaction().execute(async (trx) => {
        const items = createCatalogueItemsRepository(trx);
        await items.addPhoto(kind, id, photo, app.clock.now());
        const row = (await items.find(kind, id)) as ItemRow;
        await createAuditLog(trx).record(
          member,
          { action: 'catalogue.photo', subject: `${kind} ${id}`, before: null, after: photo },
          app.clock.now(),
        );
        return answer(row, await items.list('all'));
      });
      return reply.code(201).send({ item, photo });
    },
  });
};
