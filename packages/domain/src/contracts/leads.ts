import { z } from 'zod';
import { isOnOrAfter, minimumCallbackDate, todayInIndia } from '../dates';
import { MESSAGES } from '../validation/messages';
import { descriptionSchema, emailSchema, nameSchema, phoneSchema } from '../validation/schemas';
import { endpoint } from './endpoint';
import { messageAnswerSchema } from './shared';

/**
 * The lead forms: Request a Call Back, Video Consultation and Careers (docs/api/leads.md). Each
 * schema lists its fields in the order the form checks them: the first failure is the one shown,
 * on the screen and in the server's 400.
 */

const { validation } = MESSAGES;

/** What the callback form's details hold until the visitor writes their own. */
export const CALLBACK_DEFAULT_MESSAGE = 'Call Back Requested';

/**
 * The field people never see (hidden from screens and assistive technology). Bots fill every
 * field they find; a request that fills this one is answered as a success and dropped.
 */
export const HONEYPOT_FIELD = 'website';
export const honeypotSchema = z
  .string()
  .max(2_000)
  .optional()
  .describe('Leave out or empty: a filled one marks the request as a bot and it is dropped');

/** Whether a body's honeypot is filled (the body may be anything a client sent). */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
}

/** Where the time comes from: the browser's clock on a screen, the shop's clock on the server. */
export type Now = () => Date;
const systemNow: Now = () => new Date();

/** A YYYY-MM-DD date no earlier than `earliest`, worked out when the form is checked. */
function bookingDateSchema(earliest: () => string) {
  return z
    .string({ error: validation.invalidFutureDate })
    .refine((date) => isOnOrAfter(date, earliest()), { error: validation.invalidFutureDate });
}

/** The details of a callback or consultation: required, at most 300 characters. */
export const leadDetailsSchema = descriptionSchema(
  validation.detailsRequired,
  validation.detailsTooLong,
);

/** The callback's check order: name, phone, email, date (today in India or later), message. */
export function callbackDataSchema(now: Now = systemNow) {
  return z.object(
    {
      name: nameSchema,
      phone: phoneSchema,
      email: emailSchema,
      date: bookingDateSchema(() => minimumCallbackDate(now())),
      message: leadDetailsSchema,
    },
    { error: validation.invalidName },
  );
}
export type CallbackData = z.input<ReturnType<typeof callbackDataSchema>>;

export function callbackBodySchema(now: Now = systemNow) {
  return z.object(
    { data: callbackDataSchema(now), [HONEYPOT_FIELD]: honeypotSchema },
    { error: validation.invalidName },
  );
}

/** The consultation's: the same fields and order; the date may not be before today in India. */
export function consultationDataSchema(now: Now = systemNow) {
  return z.object(
    {
      name: nameSchema,
      phone: phoneSchema,
      email: emailSchema,
      date: bookingDateSchema(() => todayInIndia(now())),
      message: leadDetailsSchema,
    },
    { error: validation.invalidName },
  );
}
export type ConsultationData = z.input<ReturnType<typeof consultationDataSchema>>;

export function consultationBodySchema(now: Now = systemNow) {
  return z.object(
    { data: consultationDataSchema(now), [HONEYPOT_FIELD]: honeypotSchema },
    { error: validation.invalidName },
  );
}

/** A job application's check order: name, email, phone, description. */
export const careersDataSchema = z.object(
  {
    name: nameSchema,
    email: emailSchema,
    phone: phoneSchema,
    description: descriptionSchema(validation.descriptionRequired, validation.descriptionTooLong),
  },
  { error: validation.invalidName },
);
export type CareersData = z.input<typeof careersDataSchema>;

export const careersBodySchema = z.object(
  { data: careersDataSchema, [HONEYPOT_FIELD]: honeypotSchema },
  { error: validation.invalidName },
);

const leadErrors = ['RATE_LIMITED'] as const;

export const callbackEndpoint = endpoint({
  method: 'POST',
  path: '/api/callback',
  tag: 'leads',
  summary: 'Requests a call back from the sales team',
  description:
    'Stored before anything else happens, then queued for the CRM. The date is checked against ' +
    "the shop's clock.",
  body: callbackBodySchema(),
  status: 201,
  response: messageAnswerSchema,
  errors: leadErrors,
});

export const consultationEndpoint = endpoint({
  method: 'POST',
  path: '/api/consultation',
  tag: 'leads',
  summary: 'Books a video consultation with a technician',
  description: 'Stored before anything else happens, then queued for the CRM.',
  body: consultationBodySchema(),
  status: 201,
  response: messageAnswerSchema,
  errors: leadErrors,
});

export const careersEndpoint = endpoint({
  method: 'POST',
  path: '/api/careers',
  tag: 'leads',
  summary: 'Applies for a job at the shop',
  description: 'Stored before anything else happens, then queued for the CRM.',
  body: careersBodySchema,
  status: 201,
  response: messageAnswerSchema,
  errors: leadErrors,
});
