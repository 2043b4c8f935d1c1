import {
  API_MESSAGES,
  type ConsentAnswer,
  eraseMyAccountEndpoint,
  exportMyDataEndpoint,
  MARKETING_CONSENT_WORDING,
  MESSAGES,
  marketingConsentEndpoint,
  setMarketingConsentEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { createRateLimiter, RATE_RULES } from '../../platform/rate-limit/limiter';
import { requireSession, sessionUser } from '../../platform/sessions/plugin';
import { createAccountsService } from '../accounts/service';
import { eraseSubject, exportSubject, subjectOf } from './data-rights';
import { registerDataRightsPersonalData } from './personal-data';
import { createDataRightsRepository } from './repository';

/**
 * A customer's data rights (docs/api/data-rights.md): their offers consent, a download of
 * everything the shop holds about them, and erasure of their account.
 */
export const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const dataRights = createDataRightsRepository(app.db);
  const accounts = createAccountsService(app.db);
  registerDataRightsPersonalData(app);

  app.addHook('onRequest', requireSession);
  const limiter = createRateLimiter(app.db, app.clock);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function consentAnswer(userId: string): Promise<ConsentAnswer> {
    const history = (await dataRights.consentHistory(userId)).map((row) => ({
      granted: row.granted,
      wordingId: row.wording_id,
      wording: row.wording,
      source: row.source,
      recordedAt: row.recorded_at.toISOString(),
    }));
    return {
      marketing: history.at(-1) ?? null,
      history,
      current: { id: MARKETING_CONSENT_WORDING.id, text: MARKETING_CONSENT_WORDING.text },
    };
  }

  app.route({
    ...routeOf(marketingConsentEndpoint),
    handler: async (request) => consentAnswer(sessionUser(request).id),
  });

  app.route({
    ...routeOf(setMarketingConsentEndpoint),
    handler: async (request) => {
      const user = sessionUser(request);
      const { granted, wordingId, source } = request.body;
      if (granted && wordingId !== MARKETING_CONSENT_WORDING.id) {
        throw new HttpError('CONSENT_WORDING_CHANGED', MESSAGES.dataRights.consentWordingChanged);
      }
      // A withdrawal is recorded against the words last agreed to, or today's.
      const [latest] = (await dataRights.consentHistory(user.id)).slice(-1);
      const words =
        granted || !latest
          ? { id: MARKETING_CONSENT_WORDING.id, text: MARKETING_CONSENT_WORDING.text }
          : { id: latest.wording_id, text: latest.wording };
      await dataRights.recordConsent({
        userId: user.id,
        granted,
        wordingId: words.id,
        wording: words.text,
        source,
        now: app.clock.now(),
      });
      request.log.info({ userId: user.id, granted, source }, 'offers consent recorded');
      return consentAnswer(user.id);
    },
  });

  app.route({
    ...routeOf(exportMyDataEndpoint),
    handler: async (request) => {
      if (!(await limiter.consume(RATE_RULES.exportPerUser, sessionUser(request).id))) {
        throw new HttpError('RATE_LIMITED', API_MESSAGES.tooManyAttempts);
      }
      const subject = await subjectOf(accounts, sessionUser(request).id);
      return exportSubject(app, request.log, subject);
    },
  });

  app.route({
    ...routeOf(eraseMyAccountEndpoint),
    handler: async (request, reply) => {
      const subject = await subjectOf(accounts, sessionUser(request).id);
      if (request.body.email.trim().toLowerCase() !== subject.email.toLowerCase()) {
        throw new HttpError('ERASURE_NOT_CONFIRMED', MESSAGES.dataRights.confirmErasure);
      }
      await eraseSubject(app, request.log, subject);
      // The sessions are gone with the account; this clears the browser's cookie.
      await app.sessions.end(request, reply);
      return { message: MESSAGES.dataRights.erased };
    },
  });
};
