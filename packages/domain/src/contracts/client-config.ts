import { z } from 'zod';
import { CLIENT_CONFIG_PATH } from './client-config-path';
import { emiPlanSchema } from './emi';
import { endpoint } from './endpoint';

export const clientConfigSchema = z.object({
  envelopeKey: z
    .string()
    .describe(
      'base64 AES-256-GCM key for request envelopes (docs/decisions/008-the-request-envelope.md)',
    ),
  supportPhone: z.string(),
  whatsappNumber: z.string().describe('digits with country code, for wa.me links'),
  googleSignIn: z.boolean().describe('whether GET /api/auth/google is configured'),
  tagManagerId: z
    .string()
    .nullable()
    .describe('the Google Tag Manager container to load (GTM-...), or null: none is loaded'),
  emiPlans: z
    .array(emiPlanSchema)
    .describe(
      'the EMI plans of GET /api/emiPlans, shortest tenure first, so a price screen asks nothing more',
    ),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

export const clientConfigEndpoint = endpoint({
  method: 'GET',
  path: CLIENT_CONFIG_PATH,
  tag: 'client',
  summary: 'Public configuration for the web app',
  description: 'Nothing here is a secret; cached by browsers for 5 minutes.',
  response: clientConfigSchema,
  errors: [],
});
