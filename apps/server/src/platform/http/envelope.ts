import { API_MESSAGES, EnvelopeError, isEnvelope, openEnvelope } from '@shop/domain';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

/**
 * The web app seals request bodies as `{ payload }` (docs/decisions/008-the-request-envelope.md).
 * Routes and their schemas only ever see the opened body; plain JSON bodies pass through as they
 * are.
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
          done(new HttpError('UNREADABLE_ENVELOPE', API_MESSAGES.unreadableEnvelope));
        },
      );
    });
  },
  { name: 'envelope' },
);
