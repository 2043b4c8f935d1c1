import type { FastifyInstance } from 'fastify';
import { createOutboxRepository } from '../../platform/outbox/repository';
import type { PersonalDataSubject } from '../../platform/personal-data';
import { createRateLimitRepository } from '../../platform/rate-limit/repository';
import { createSessionRepository } from '../../platform/sessions/repository';
import { createDataRightsRepository } from './repository';

/** The subjects a person's rate-limit counters are kept under: their email, phone and user id. */
function counterSubjects({ userId, email, phone }: PersonalDataSubject): string[] {
  return [userId, email.toLowerCase(), ...(phone ? [phone] : [])];
}

/**
 * This module's tables, and the platform's tables that hold a person's data (sessions, the outbox,
 * rate-limit counters), in the registry of personal data. Registered last, so erasure (which runs
 * the registry backwards) ends the sessions first.
 */
export function registerDataRightsPersonalData(app: FastifyInstance) {
  const dataRights = createDataRightsRepository(app.db);

  app.personalData.register({
    table: 'marketing_consents',
    section: 'offersConsent',
    erasure: 'delete',
    note: 'Each time you agreed to or withdrew from our offers, with the words and the time.',
    export: ({ userId }) => dataRights.consentHistory(userId),
    erase: (trx, { userId }) => createDataRightsRepository(trx).deleteConsents(userId),
  });

  app.personalData.register({
    table: 'data_rights_requests',
    section: 'dataRightsRequests',
    erasure: 'keep',
    note:
      'Your downloads and erasure requests and when they were done, kept to show we honoured ' +
      'them; they hold no contact details.',
    export: ({ userId }) => dataRights.requestsOf(userId),
    erase: (trx, { userId }) => createDataRightsRepository(trx).countRequests(userId),
  });

  app.personalData.register({
    table: 'sessions',
    section: 'signedInBrowsers',
    erasure: 'delete',
    note: 'The browsers signed in to your account (never their tokens). Erasure signs them all out.',
    export: ({ userId }) => createSessionRepository(app.db).exportForUser(userId),
    erase: (trx, { userId }) => createSessionRepository(trx).deleteForUser(userId),
  });

  app.personalData.register({
    table: 'outbox',
    section: 'messagesToYou',
    erasure: 'delete',
    note:
      'Emails, texts and customer-records updates addressed to you or naming you (not their text, ' +
      'which held one-time links and codes).',
    export: (subject) => createOutboxRepository(app.db).exportFor(subject),
    erase: (trx, subject) => createOutboxRepository(trx).deleteFor(subject),
  });

  app.personalData.register({
    table: 'rate_limits',
    section: 'attemptCounters',
    erasure: 'delete',
    note: 'Short-lived counters of sign-in, code and form attempts kept under your email or phone.',
    export: (subject) =>
      createRateLimitRepository(app.db).exportForSubjects(counterSubjects(subject)),
    erase: (trx, subject) =>
      createRateLimitRepository(trx).deleteForSubjects(counterSubjects(subject)),
  });
}
