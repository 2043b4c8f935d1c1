import { z } from 'zod';
import { CONSENT_SOURCES } from '../privacy/marketing-consent';
import { endpoint } from './endpoint';
import { messageAnswerSchema } from './shared';

/** Where the customer's offers consent stands: the latest change, with its words and time. */
export const marketingConsentSchema = z.object({
  granted: z.boolean(),
  wordingId: z.string(),
  wording: z.string().describe('The words agreed to (or withdrawn from), exactly as shown'),
  source: z.enum(CONSENT_SOURCES),
  recordedAt: z.string().describe('ISO 8601'),
});
export type MarketingConsent = z.infer<typeof marketingConsentSchema>;

const consentAnswerSchema = z.object({
  marketing: marketingConsentSchema.nullable().describe('null: never asked for offers'),
  history: z.array(marketingConsentSchema).describe('Every change, oldest first'),
  current: z
    .object({ id: z.string(), text: z.string() })
    .describe('The words the shop asks consent on today'),
});
export type ConsentAnswer = z.infer<typeof consentAnswerSchema>;

export const marketingConsentEndpoint = endpoint({
  method: 'POST',
  path: '/api/marketingConsent',
  tag: 'data-rights',
  summary: "The signed-in customer's offers consent, its history and today's wording",
  response: consentAnswerSchema,
  errors: ['LOGIN_REQUIRED'],
});

export const setMarketingConsentEndpoint = endpoint({
  method: 'POST',
  path: '/api/setMarketingConsent',
  tag: 'data-rights',
  summary: 'Gives or withdraws consent to offers, recorded with its time and wording',
  description:
    'Giving consent names the wording shown (its id); the server stores its own copy of those ' +
    'words. Withdrawing is always accepted.',
  body: z.object({
    granted: z.boolean(),
    wordingId: z.string().max(100),
    source: z.enum(CONSENT_SOURCES),
  }),
  response: consentAnswerSchema,
  errors: ['LOGIN_REQUIRED', 'CONSENT_WORDING_CHANGED'],
});

/**
 * What erasure does to a section's rows (docs/api/data-rights.md#what-is-held): 'delete', the rows
 * go; 'anonymise', the rows stay with the personal fields removed or replaced; 'keep', the rows stay
 * as they are, because the law asks the shop to keep them (the section's note says why).
 */
export const ERASURE_RULES = ['delete', 'anonymise', 'keep'] as const;
export type ErasureRule = (typeof ERASURE_RULES)[number];

export const dataExportSchema = z.object({
  exportedAt: z.string().describe('ISO 8601'),
  controller: z.string().describe('Who holds the data, and where to write about it'),
  userId: z.string(),
  sections: z.array(
    z.object({
      section: z.string(),
      table: z.string(),
      onErasure: z.enum(ERASURE_RULES),
      note: z.string(),
      rows: z.array(z.record(z.string(), z.unknown())),
    }),
  ),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const exportMyDataEndpoint = endpoint({
  method: 'POST',
  path: '/api/exportMyData',
  tag: 'data-rights',
  summary: 'Everything the shop holds about the signed-in customer, as JSON',
  description:
    'One section per table holding their data, with what erasure would do to it. Never hashes of ' +
    'passwords, links or codes. The request and its completion are logged.',
  response: dataExportSchema,
  errors: ['LOGIN_REQUIRED', 'RATE_LIMITED'],
});

export const eraseMyAccountEndpoint = endpoint({
  method: 'POST',
  path: '/api/eraseMyAccount',
  tag: 'data-rights',
  summary: "Erases the signed-in customer's account and personal data, and signs them out",
  description:
    'The account email, typed again, confirms it. Orders and payments stay for the tax records ' +
    'without contact details; the request and its completion are logged; every session ends.',
  body: z.object({ email: z.string().max(320) }),
  response: messageAnswerSchema,
  errors: ['LOGIN_REQUIRED', 'ERASURE_NOT_CONFIRMED', 'ERASURE_HELD'],
});
