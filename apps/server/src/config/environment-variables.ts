// Each environment variable the server reads, with the shape it must have on its own (README's
// Configuration table describes each); the rules across variables are in environment.ts.
import { z } from 'zod';
import { EMI_MONTHS_PATTERN, EMI_RATES_PATTERN } from './emi';

const ENVELOPE_KEY_BYTES = 32;
/**
 * A whole request within 29 s: with the server's one-second sweep, a dripping client is cut off
 * within 30 s. Uploads are small forms, so an honest client needs a fraction of this.
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 29_000;
// log2 of scrypt's N: each step doubles the memory; 2^20 already takes 1 GiB per hash.
const MAX_PASSWORD_HASH_COST = 20;
const PASSWORD_HASH_COST_RANGE = `must be a whole number from 1 to ${MAX_PASSWORD_HASH_COST} (log2 of scrypt's N)`;
const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

// An empty variable (`PORT=`) means "not set", as in most shells' .env files.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const httpUrl = () => z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** Every variable, each checked by itself. */
export const environmentVariables = z.object({
  NODE_ENV: optional(z.enum(['development', 'test', 'production'])),
  PORT: optional(z.coerce.number().int().min(0).max(65_535)),
  HOST: optional(z.string()),
  WORKERS: optional(
    z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)], {
      error: 'must be auto or a whole number from 1 to 64',
    }),
  ),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL'),
  ),
  DATA_DIR: optional(z.string()),
  MEDIA_DIR: optional(z.string()),
  MEDIA_S3_URL: optional(
    httpUrl().refine((value) => {
      const url = new URL(value);
      return url.username !== '' && url.password !== '' && /^\/[^/]+\/?$/.test(url.pathname);
    }, 'must name the keys and the bucket: https://KEY_ID:SECRET@host/bucket?region=…'),
  ),
  ENVELOPE_KEY: optional(
    z
      .string()
      .refine(
        (value) =>
          BASE64_PATTERN.test(value) && Buffer.from(value, 'base64').length === ENVELOPE_KEY_BYTES,
        `must be the base64 of ${ENVELOPE_KEY_BYTES} random bytes`,
      ),
  ),
  PUBLIC_BASE_URL: optional(httpUrl()),
  WEB_DIST_DIR: optional(z.string()),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  SUPPORT_PHONE: optional(z.string()),
  WHATSAPP_NUMBER: optional(
    z.string().regex(/^\d{10,15}$/, 'must be digits only, with country code'),
  ),
  AUTH_TOKEN_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  CLOCK_START: optional(
    z.iso.datetime({
      offset: true,
      error: 'must be an ISO 8601 time, such as 2025-12-01T10:00:00+05:30',
    }),
  ),
  PASSWORD_HASH_COST: optional(
    z.coerce
      .number({ error: PASSWORD_HASH_COST_RANGE })
      .int(PASSWORD_HASH_COST_RANGE)
      .min(1, PASSWORD_HASH_COST_RANGE)
      .max(MAX_PASSWORD_HASH_COST, PASSWORD_HASH_COST_RANGE),
  ),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  GOOGLE_ISSUER_URL: optional(httpUrl()),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(z.string()),
  MSG91_AUTH_KEY: optional(z.string()),
  MSG91_TEMPLATE_ID: optional(z.string()),
  MSG91_BASE_URL: optional(httpUrl()),
  BIGIN_CLIENT_ID: optional(z.string()),
  BIGIN_CLIENT_SECRET: optional(z.string()),
  BIGIN_REFRESH_TOKEN: optional(z.string()),
  BIGIN_ACCOUNTS_URL: optional(httpUrl()),
  GTM_ID: optional(z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX')),
  GOOGLE_PLACES_API_KEY: optional(z.string()),
  GOOGLE_PLACE_ID: optional(z.string().regex(/^[\w-]{1,300}$/, 'must be a Google place id')),
  GOOGLE_PLACES_API: optional(z.enum(['legacy', 'new'])),
  GOOGLE_PLACES_BASE_URL: optional(httpUrl()),
  PAYMENT_PROVIDER: optional(z.enum(['sandbox', 'phonepe', 'phonepe-v1', 'phonepe-v2'])),
  PHONEPE_MERCHANT_ID: optional(
    z.string().regex(/^[A-Za-z0-9_-]{1,37}$/, 'must be letters, digits, _ or -, under 38'),
  ),
  PHONEPE_SALT_KEY: optional(z.string()),
  PHONEPE_SALT_INDEX: optional(z.string().regex(/^\d{1,3}$/, 'must be a number')),
  PHONEPE_BASE_URL: optional(httpUrl()),
  EMI_RATES: optional(
    z
      .string()
      .regex(EMI_RATES_PATTERN, 'must be months:annual rate pairs, e.g. 3:14,6:14,9:15,12:15.5'),
  ),
  EMI_NO_COST_MONTHS: optional(z.string().regex(EMI_MONTHS_PATTERN, 'must be months, e.g. 3,6')),
  PHONEPE_CLIENT_ID: optional(z.string()),
  PHONEPE_CLIENT_SECRET: optional(z.string()),
  PHONEPE_CLIENT_VERSION: optional(z.string().regex(/^\d{1,5}$/, 'must be a number')),
  PHONEPE_V2_BASE_URL: optional(httpUrl()),
  PHONEPE_V2_TOKEN_URL: optional(httpUrl()),
  PHONEPE_V2_STATUS_PATH: optional(z.enum(['checkout', 'payments'])),
  PHONEPE_WEBHOOK_USERNAME: optional(z.string()),
  PHONEPE_WEBHOOK_PASSWORD: optional(z.string()),
  REQUEST_TIMEOUT_MS: optional(
    z.coerce
      .number({ error: 'must be a whole number of milliseconds from 100 to 300000' })
      .int('must be a whole number of milliseconds from 100 to 300000')
      .min(100, 'must be a whole number of milliseconds from 100 to 300000')
      .max(300_000, 'must be a whole number of milliseconds from 100 to 300000'),
  ),
  TRUST_PROXY: optional(
    z
      .string()
      .regex(
        /^(true|false|\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/,
        'must be true, false, a hop count, or a comma-separated list of proxy addresses',
      ),
  ),
});
