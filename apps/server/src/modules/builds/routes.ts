import { pcBuildSchema, selectionSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, messageBodySchema } from '../../http/http-error';
import { createBuildsRepository } from './repository';
import { BUILD_ID_PATTERN, newBuildId, prepareBuild, sharedBuildRow } from './service';

export const BUILD_NOT_FOUND_MESSAGE = 'Build not found';
export const MISSING_SELECTION_MESSAGE = 'The build has no selection of parts';

const addBuildBodySchema = z.object({
  itemShort: z.string().max(1_000).optional().describe('Ignored: the server names the build'),
  item: z
    .looseObject({ selection: selectionSchema.optional() })
    .optional()
    .describe('The PC build object (SPEC §3); only its selection of part ids is read'),
  price: z.number().optional().describe('Ignored: the server prices the build'),
});

const sharedBuildSchema = z.object({
  item: pcBuildSchema.describe("The build, described and priced from today's catalogue"),
  updatedPrice: z.number().describe("Today's selling price, rupees (0 if a part left the shop)"),
  itemshort: z.string(),
  stockStatus: z.enum(['Y', 'N']).describe('Y when every part is in stock and the build is sold'),
});

/** Builds shared from /config: /builds/{id} (SPEC §4 Sharing, §7 addBuild and getBuild). */
export const buildsRoutes: FastifyPluginAsyncZod = async (app) => {
  const builds = createBuildsRepository(app.db);

  app.post(
    '/addBuild',
    {
      schema: {
        tags: ['configurator'],
        summary: 'Saves a build for sharing, checked and priced again on the server',
        body: addBuildBodySchema,
        response: { 201: z.object({ id: z.string() }), 400: messageBodySchema },
      },
    },
    async (request, reply) => {
      const selection = request.body.item?.selection;
      if (!selection) throw new HttpError(400, MISSING_SELECTION_MESSAGE);
      const prepared = prepareBuild(await app.catalogue.current(), selection);
      if ('problem' in prepared) throw new HttpError(400, prepared.problem);
      const id = newBuildId();
      await builds.insert({ id, ...prepared.build });
      return reply.code(201).send({ id });
    },
  );

  app.post(
    '/getBuild',
    {
      schema: {
        tags: ['configurator'],
        summary: "A shared build with today's price and stock",
        body: z.object({ id: z.string().max(200) }),
        response: {
          200: z.object({ rows: z.array(sharedBuildSchema) }),
          404: messageBodySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.body;
      const stored = BUILD_ID_PATTERN.test(id) ? await builds.findById(id) : undefined;
      if (!stored) throw new HttpError(404, BUILD_NOT_FOUND_MESSAGE);
      const row = sharedBuildRow(await app.catalogue.current(), stored);
      if (!row) {
        request.log.warn({ buildId: id }, 'shared build can no longer be read');
        throw new HttpError(404, BUILD_NOT_FOUND_MESSAGE);
      }
      return { rows: [row] };
    },
  );
};
