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
    // Callback form, so plain bodies (and GETs) pass without a promise per request.
    app.addHook('preValidation', (request, _reply, done) => {
      if (!isEnvelope(request.body)) return done();
      openEnvelope(request.body.payload, envelopeKey).then(
        (opened) => {
          request.body = opened;
          done();
        },
        (error: unknown) => {
          if (!(error instanceof EnvelopeError)) return done(error as Error);
          request.log.info({ err: error }, 'unreadable request envelope');
          done(new HttpError(400, UNREADABLE_ENVELOPE_MESSAGE));
        },
      );
    });
  },
  { name: 'envelope' },
);
