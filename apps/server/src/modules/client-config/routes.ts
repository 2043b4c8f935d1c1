import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const clientConfigSchema = z.object({
  envelopeKey: z.string().describe('base64 AES-256-GCM key for request envelopes (D7)'),
  supportPhone: z.string(),
  whatsappNumber: z.string().describe('digits with country code, for wa.me links'),
  googleSignIn: z.boolean().describe('whether GET /api/auth/google is configured'),
});

/** Public values the browser needs at start-up; nothing here is a secret. */
export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { envelopeKey, supportPhone, whatsappNumber } = app.config;
  const googleSignIn = app.config.google !== null;

  app.get(
    '/client-config',
    {
      schema: {
        tags: ['client'],
        summary: 'Public configuration for the web app',
        response: { 200: clientConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { envelopeKey, supportPhone, whatsappNumber, googleSignIn };
    },
  );
};
