import { EnvelopeError, isEnvelope, openEnvelope } from '@shop/domain';
import fp from 'fastify-plugin';
import { HttpError } from '../http/http-error';

export const UNREADABLE_ENVELOPE_MESSAGE =
  'The request could not be read. Please refresh the page and try again.';

/**
 * The web app seals request bodies as `{ payload }` (SPEC §7, D7). Routes and their schemas
 * only ever see the opened body; plain JSON bodies pass through as they are.
 */
export const envelopePlugin = fp<{ envelopeKey: string }>(
  async (app, { envelopeKey }) => {
    app.addHook('preValidation', async (request) => {
      if (!isEnvelope(request.body)) return;
      try {
        request.body = await openEnvelope(request.body.payload, envelopeKey);
      } catch (error) {
        if (!(error instanceof EnvelopeError)) throw error;
        request.log.info({ err: error }, 'unreadable request envelope');
        throw new HttpError(400, UNREADABLE_ENVELOPE_MESSAGE);
      }
    });
  },
  { name: 'envelope' },
);
