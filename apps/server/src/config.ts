import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import {
  DEVELOPMENT_ENVELOPE_KEY,
  EMI_MAX_ANNUAL_RATE_PERCENT,
  EMI_TENURES_MONTHS,
  type EmiPlan,
} from '@shop/domain';
import { z } from 'zod';
import { OWASP_PASSWORD_HASH_COST } from './modules/accounts/passwords';
import { defaultWebDistDir } from './paths';

const ENVELOPE_KEY_BYTES = 32;
/**
 * A whole request within 29 s: with the server's one-second sweep, a dripping client is cut off
 * within 30 s. Uploads are small forms, so an honest client needs a fraction of this.
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 29_000;
// log2 of scrypt's N: each step doubles the memory; 2^20 already takes 1 GiB per hash.
const MAX_PASSWORD_HASH_COST = 20;
const PASSWORD_HASH_COST_RANGE = `must be a whole number from 1 to ${MAX_PASSWORD_HASH_COST} (log2 of scrypt's N)`;
const EMI_RATE_PAIR = String.raw`\s*\d{1,3}\s*:\s*\d{1,2}(\.\d{1,2})?\s*`;
const EMI_RATES_PATTERN = new RegExp(`^${EMI_RATE_PAIR}(,${EMI_RATE_PAIR})*$`);
const EMI_MONTHS_PATTERN = /^\s*\d{1,3}(\s*,\s*\d{1,3})*\s*$/;
const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

// An empty variable (`PORT=`) means "not set", as in most shells' .env files.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const environmentSchema = z
  .object({
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
    ENVELOPE_KEY: optional(
      z
        .string()
        .refine(
          (value) =>
            BASE64_PATTERN.test(value) &&
            Buffer.from(value, 'base64').length === ENVELOPE_KEY_BYTES,
          `must be the base64 of ${ENVELOPE_KEY_BYTES} random bytes`,
        ),
    ),
    PUBLIC_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    WEB_DIST_DIR: optional(z.string()),
    LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
    SUPPORT_PHONE: optional(z.string()),
    WHATSAPP_NUMBER: optional(
      z.string().regex(/^\d{10,15}$/, 'must be digits only, with country code'),
    ),
    AUTH_TOKEN_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    PASSWORD_HASH_COST: optional(
      z.coerce
        .number({ error: PASSWORD_HASH_COST_RANGE })
        .int(PASSWORD_HASH_COST_RANGE)
        .min(1, PASSWORD_HASH_COST_RANGE)
        .max(MAX_PASSWORD_HASH_COST, PASSWORD_HASH_COST_RANGE),
    ),
    GOOGLE_CLIENT_ID: optional(z.string()),
    GOOGLE_CLIENT_SECRET: optional(z.string()),
    GOOGLE_ISSUER_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
    MAIL_FROM: optional(z.string()),
    MSG91_AUTH_KEY: optional(z.string()),
    MSG91_TEMPLATE_ID: optional(z.string()),
    MSG91_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    BIGIN_CLIENT_ID: optional(z.string()),
    BIGIN_CLIENT_SECRET: optional(z.string()),
    BIGIN_REFRESH_TOKEN: optional(z.string()),
    BIGIN_ACCOUNTS_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    GTM_ID: optional(z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX')),
    GOOGLE_PLACES_API_KEY: optional(z.string()),
    GOOGLE_PLACE_ID: optional(z.string().regex(/^[\w-]{1,300}$/, 'must be a Google place id')),
    GOOGLE_PLACES_API: optional(z.enum(['legacy', 'new'])),
    GOOGLE_PLACES_BASE_URL: optional(
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
    ),
    PAYMENT_PROVIDER: optional(z.enum(['sandbox', 'phonepe', 'phonepe-v1', 'phonepe-v2'])),
    PHONEPE_MERCHANT_ID: optional(
      z.string().regex(/^[A-Za-z0-9_-]{1,37}$/, 'must be letters, digits, _ or -, under 38'),
    ),
    PHONEPE_SALT_KEY: optional(z.string()),
    PHONEPE_SALT_INDEX: optional(z.string().regex(/^\d{1,3}$/, 'must be a number')),
    PHONEPE_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    EMI_RATES: optional(
      z
        .string()
        .regex(EMI_RATES_PATTERN, 'must be months:annual rate pairs, e.g. 3:14,6:14,9:15,12:15.5'),
    ),
    EMI_NO_COST_MONTHS: optional(z.string().regex(EMI_MONTHS_PATTERN, 'must be months, e.g. 3,6')),
    PHONEPE_CLIENT_ID: optional(z.string()),
    PHONEPE_CLIENT_SECRET: optional(z.string()),
    PHONEPE_CLIENT_VERSION: optional(z.string().regex(/^\d{1,5}$/, 'must be a number')),
    PHONEPE_V2_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    PHONEPE_V2_TOKEN_URL: optional(
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
    ),
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
  })
  .refine((environment) => !environment.GOOGLE_CLIENT_ID === !environment.GOOGLE_CLIENT_SECRET, {
    path: ['GOOGLE_CLIENT_SECRET'],
    message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together or not at all',
    when: () => true,
  })
  .refine((environment) => !environment.MSG91_AUTH_KEY === !environment.MSG91_TEMPLATE_ID, {
    path: ['MSG91_TEMPLATE_ID'],
    message: 'MSG91_AUTH_KEY and MSG91_TEMPLATE_ID are set together or not at all',
    when: () => true,
  })
  .refine((environment) => !environment.GOOGLE_PLACES_API_KEY === !environment.GOOGLE_PLACE_ID, {
    path: ['GOOGLE_PLACE_ID'],
    message: 'GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID are set together or not at all',
    when: () => true,
  })
  .refine(
    (environment) =>
      new Set([
        !environment.BIGIN_CLIENT_ID,
        !environment.BIGIN_CLIENT_SECRET,
        !environment.BIGIN_REFRESH_TOKEN,
      ]).size === 1,
    {
      path: ['BIGIN_REFRESH_TOKEN'],
      message:
        'BIGIN_CLIENT_ID, BIGIN_CLIENT_SECRET and BIGIN_REFRESH_TOKEN are set together or not at all',
      when: () => true,
    },
  )
  .refine(
    (environment) =>
      (environment.PAYMENT_PROVIDER !== 'phonepe' &&
        environment.PAYMENT_PROVIDER !== 'phonepe-v1') ||
      (!!environment.PHONEPE_MERCHANT_ID &&
        !!environment.PHONEPE_SALT_KEY &&
        !!environment.PHONEPE_SALT_INDEX),
    {
      path: ['PAYMENT_PROVIDER'],
      message: 'phonepe needs PHONEPE_MERCHANT_ID, PHONEPE_SALT_KEY and PHONEPE_SALT_INDEX',
      when: () => true,
    },
  )
  .refine(
    (environment) =>
      environment.PAYMENT_PROVIDER !== 'phonepe-v2' ||
      (!!environment.PHONEPE_CLIENT_ID &&
        !!environment.PHONEPE_CLIENT_SECRET &&
        !!environment.PHONEPE_WEBHOOK_USERNAME &&
        !!environment.PHONEPE_WEBHOOK_PASSWORD),
    {
      path: ['PAYMENT_PROVIDER'],
      message:
        'phonepe-v2 needs PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET, PHONEPE_WEBHOOK_USERNAME and PHONEPE_WEBHOOK_PASSWORD',
      when: () => true,
    },
  )
  .refine(
    (environment) =>
      environment.PAYMENT_PROVIDER !== 'phonepe-v2' ||
      environment.NODE_ENV !== 'production' ||
      !!environment.PHONEPE_CLIENT_VERSION,
    {
      path: ['PHONEPE_CLIENT_VERSION'],
      message:
        'phonepe-v2 in production needs the client version PhonePe issued with the credentials',
      when: () => true,
    },
  )
  .refine(
    (environment) => {
      if (environment.NODE_ENV !== 'production') return true;
      // Checked even when the cost itself is wrong; that is reported once, by its own rule.
      const cost = Number(environment.PASSWORD_HASH_COST ?? OWASP_PASSWORD_HASH_COST);
      return !(Number.isInteger(cost) && cost >= 1 && cost < OWASP_PASSWORD_HASH_COST);
    },
    {
      path: ['PASSWORD_HASH_COST'],
      message: `must be at least ${OWASP_PASSWORD_HASH_COST} in production (OWASP's minimum for scrypt)`,
      when: () => true,
    },
  )
  .superRefine((environment, ctx) => {
    const problem = emiProblem(environment.EMI_RATES, environment.EMI_NO_COST_MONTHS);
    if (problem)
      ctx.addIssue({ code: 'custom', path: [problem.variable], message: problem.message });
  })
  .refine(
    (environment) => environment.NODE_ENV !== 'production' || environment.TRUST_PROXY !== 'true',
    {
      path: ['TRUST_PROXY'],
      message:
        'true lets any client choose its address in production: list the proxies (TRUST_PROXY=10.0.0.0/8,192.0.2.1) or give their hop count (TRUST_PROXY=1)',
      when: () => true,
    },
  )
  .refine((environment) => environment.NODE_ENV !== 'production' || !!environment.ENVELOPE_KEY, {
    path: ['ENVELOPE_KEY'],
    message: 'is required in production (the development key is public)',
    // Checked even when other variables are wrong, so one run lists every problem.
    when: () => true,
  });

export type AppConfig = Readonly<{
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  /** Processes serving requests: `auto` is one per core, on PostgreSQL only (src/workers.ts). */
  workers: number | 'auto';
  /** Unset: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  envelopeKey: string;
  publicBaseUrl: string;
  webDistDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  supportPhone: string;
  whatsappNumber: string;
  /** Signs the short-lived access tokens of /api/authenticate; random per start when unset. */
  authTokenSecret: string;
  /**
   * log2 of scrypt's N for new password hashes: OWASP's 17 by default and at least that in
   * production; tests lower it. Stored hashes keep their own parameters.
   */
  passwordHashCost: number;
  /** Google sign-in (OpenID Connect); null when not configured. */
  google: Readonly<{ clientId: string; clientSecret: string; issuerUrl: string }> | null;
  /** Unset: emails stay in the outbox, readable at /dev/outbox outside production. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * How long a client has to send a whole request, headers and body: past it the answer is 408 and
   * the connection is closed, so slow clients cannot hold connections open
   * (docs/decisions/038-slow-clients-and-the-password-hash-queue.md).
   */
  requestTimeoutMs: number;
  /**
   * Which proxies' X-Forwarded-For to believe, so rate limits count visitors rather than the load
   * balancer: false (default), true (refused in production), a hop count, or the proxies' addresses
   * or CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  /** SMS delivery of OTPs; null: texts stay in the outbox. */
  msg91: Readonly<{ authKey: string; templateId: string; baseUrl: string }> | null;
  /** Zoho Bigin for the CRM sync; null: CRM messages stay in the outbox. */
  bigin: Readonly<{
    clientId: string;
    clientSecret: string;
    refreshToken: string;
    accountsUrl: string;
  }> | null;
  /** The Google Tag Manager container the pages load; null: none, and the CSP allows none. */
  tagManagerId: string | null;
  /**
   * Who takes payments: the built-in sandbox (the default outside production; in production only
   * when PAYMENT_PROVIDER=sandbox is set), PhonePe PG v1 (`phonepe-v1`, or `phonepe`), PhonePe
   * Standard Checkout v2 (`phonepe-v2`), or null: payments are switched off.
   */
  payments: PaymentsConfig | null;
  /**
   * Where the home page's reviews come from: Google Places for the shop's place when configured,
   * else the seeded reviews. `placeId` is the only place /api/maps answers for.
   */
  reviews: Readonly<{ placeId: string; google: GooglePlacesConfig | null }>;
  /** The EMI tenures, bank rates and no-cost offers the screens estimate with, shortest first. */
  emiPlans: readonly EmiPlan[];
}>;

/**
 * A bank card rate the shop can defend as typical (SBI Card's published offers for 3 to 12 months
 * sit at 12 % to 14 % a year): set EMI_RATES to the payment provider's actual rates.
 */
export const DEFAULT_EMI_RATES = '3:14,6:14,9:14,12:14';

function parseEmiRates(value: string): Map<number, number> {
  return new Map(
    value.split(',').map((pair) => {
      const [months = '', rate = ''] = pair.split(':').map((part) => part.trim());
      return [Number(months), Number(rate)];
    }),
  );
}

function parseMonths(value: string | undefined): number[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);
}

function emiProblem(
  rates: string | undefined,
  noCost: string | undefined,
): { variable: string; message: string } | null {
  // Reported by the variable's own pattern.
  if (rates !== undefined && !EMI_RATES_PATTERN.test(rates)) return null;
  if (noCost !== undefined && !EMI_MONTHS_PATTERN.test(noCost)) return null;
  const parsed = parseEmiRates(rates ?? DEFAULT_EMI_RATES);
  for (const [months, rate] of parsed) {
    if (!(EMI_TENURES_MONTHS as readonly number[]).includes(months)) {
      return {
        variable: 'EMI_RATES',
        message: `${months} months is not a tenure the shop shows (${EMI_TENURES_MONTHS.join(', ')})`,
      };
    }
    if (rate <= 0 || rate > EMI_MAX_ANNUAL_RATE_PERCENT) {
      return {
        variable: 'EMI_RATES',
        message: `a rate must be above 0 and at most ${EMI_MAX_ANNUAL_RATE_PERCENT} percent a year`,
      };
    }
  }
  if (rates !== undefined && rates.split(',').length !== parsed.size) {
    return { variable: 'EMI_RATES', message: 'each tenure is given once' };
  }
  for (const months of parseMonths(noCost)) {
    if (!parsed.has(months)) {
      return {
        variable: 'EMI_NO_COST_MONTHS',
        message: `${months} months has no rate in EMI_RATES: a no-cost offer pays that rate's interest`,
      };
    }
  }
  return null;
}

function emiPlansOf(environment: z.infer<typeof environmentSchema>): EmiPlan[] {
  const noCost = new Set(parseMonths(environment.EMI_NO_COST_MONTHS));
  return [...parseEmiRates(environment.EMI_RATES ?? DEFAULT_EMI_RATES)]
    .map(([months, annualRatePercent]) => ({
      months,
      annualRatePercent,
      noCost: noCost.has(months),
    }))
    .sort((a, b) => a.months - b.months);
}

/** The place the seeded reviews stand for when Google Places is not configured. */
export const SEEDED_REVIEWS_PLACE_ID = 'rigforge-chennai';

export type GooglePlacesConfig = Readonly<{
  apiKey: string;
  /** Places API (Legacy) place/details/json, or the new Places API v1. */
  api: 'legacy' | 'new';
  baseUrl: string;
}>;

export const PHONEPE_UAT_BASE_URL = 'https://api-preprod.phonepe.com/apis/pg-sandbox';

/** PhonePe Standard Checkout v2 (docs/api/payments.md#phonepe-v2). */
export type PhonePeV2Config = Readonly<{
  provider: 'phonepe-v2';
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  /** Pay, status and refunds: UAT's pg-sandbox, or https://api.phonepe.com/apis/pg. */
  baseUrl: string;
  /** The OAuth token: UAT's pg-sandbox, or https://api.phonepe.com/apis/identity-manager. */
  tokenUrl: string;
  /** Which order-status path PhonePe serves standard checkout on (unconfirmed which). */
  statusPath: 'checkout' | 'payments';
  /** The pair configured on PhonePe's dashboard; webhooks carry sha256("username:password"). */
  webhookUsername: string;
  webhookPassword: string;
}>;

export type PaymentsConfig = Readonly<
  | { provider: 'sandbox' }
  | { provider: 'phonepe'; merchantId: string; saltKey: string; saltIndex: string; baseUrl: string }
  | PhonePeV2Config
>;

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Parses the environment once; throws a ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const environment = parsed.data;
  const nodeEnv = environment.NODE_ENV ?? 'development';
  const port = environment.PORT ?? 3000;
  return {
    nodeEnv,
    isProduction: nodeEnv === 'production',
    port,
    // Outside production only this machine can reach the shop (and its development tools) unless
    // HOST says otherwise; production listens on every interface, as a container must.
    host: environment.HOST ?? (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1'),
    workers: environment.WORKERS ?? 'auto',
    databaseUrl: environment.DATABASE_URL,
    dataDir: resolve(process.cwd(), environment.DATA_DIR ?? './.data'),
    envelopeKey: environment.ENVELOPE_KEY ?? DEVELOPMENT_ENVELOPE_KEY,
    publicBaseUrl: (environment.PUBLIC_BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    webDistDir: environment.WEB_DIST_DIR
      ? resolve(process.cwd(), environment.WEB_DIST_DIR)
      : defaultWebDistDir,
    logLevel: environment.LOG_LEVEL ?? 'info',
    supportPhone: environment.SUPPORT_PHONE ?? '+91 44 4000 1234',
    whatsappNumber: environment.WHATSAPP_NUMBER ?? '914440001234',
    authTokenSecret: environment.AUTH_TOKEN_SECRET ?? randomBytes(32).toString('base64url'),
    passwordHashCost: environment.PASSWORD_HASH_COST ?? OWASP_PASSWORD_HASH_COST,
    google:
      environment.GOOGLE_CLIENT_ID && environment.GOOGLE_CLIENT_SECRET
        ? {
            clientId: environment.GOOGLE_CLIENT_ID,
            clientSecret: environment.GOOGLE_CLIENT_SECRET,
            issuerUrl: environment.GOOGLE_ISSUER_URL ?? 'https://accounts.google.com',
          }
        : null,
    requestTimeoutMs: environment.REQUEST_TIMEOUT_MS ?? DEFAULT_REQUEST_TIMEOUT_MS,
    trustProxy: parseTrustProxy(environment.TRUST_PROXY),
    smtpUrl: environment.SMTP_URL,
    mailFrom: environment.MAIL_FROM ?? 'RigForge <no-reply@rigforge.in>',
    msg91:
      environment.MSG91_AUTH_KEY && environment.MSG91_TEMPLATE_ID
        ? {
            authKey: environment.MSG91_AUTH_KEY,
            templateId: environment.MSG91_TEMPLATE_ID,
            baseUrl: (environment.MSG91_BASE_URL ?? 'https://control.msg91.com/api/v5').replace(
              /\/+$/,
              '',
            ),
          }
        : null,
    bigin:
      environment.BIGIN_CLIENT_ID &&
      environment.BIGIN_CLIENT_SECRET &&
      environment.BIGIN_REFRESH_TOKEN
        ? {
            clientId: environment.BIGIN_CLIENT_ID,
            clientSecret: environment.BIGIN_CLIENT_SECRET,
            refreshToken: environment.BIGIN_REFRESH_TOKEN,
            // India's data centre; another region's accounts server can be named.
            accountsUrl: (environment.BIGIN_ACCOUNTS_URL ?? 'https://accounts.zoho.in').replace(
              /\/+$/,
              '',
            ),
          }
        : null,
    tagManagerId: environment.GTM_ID ?? null,
    payments: paymentsConfig(environment, nodeEnv === 'production'),
    reviews: reviewsConfig(environment),
    emiPlans: emiPlansOf(environment),
  };
}

function reviewsConfig(environment: z.infer<typeof environmentSchema>): AppConfig['reviews'] {
  const { GOOGLE_PLACES_API_KEY: apiKey, GOOGLE_PLACE_ID: placeId } = environment;
  if (!apiKey || !placeId) return { placeId: SEEDED_REVIEWS_PLACE_ID, google: null };
  const api = environment.GOOGLE_PLACES_API ?? 'legacy';
  const defaultBaseUrl =
    api === 'legacy' ? 'https://maps.googleapis.com' : 'https://places.googleapis.com';
  return {
    placeId,
    google: {
      apiKey,
      api,
      baseUrl: (environment.GOOGLE_PLACES_BASE_URL ?? defaultBaseUrl).replace(/\/+$/, ''),
    },
  };
}

function paymentsConfig(
  environment: z.infer<typeof environmentSchema>,
  isProduction: boolean,
): PaymentsConfig | null {
  const provider = environment.PAYMENT_PROVIDER ?? (isProduction ? undefined : 'sandbox');
  if (provider === 'sandbox') return { provider };
  if (provider === 'phonepe-v2') return phonePeV2Config(environment);
  const { PHONEPE_MERCHANT_ID, PHONEPE_SALT_KEY, PHONEPE_SALT_INDEX } = environment;
  if (
    (provider !== 'phonepe' && provider !== 'phonepe-v1') ||
    !PHONEPE_MERCHANT_ID ||
    !PHONEPE_SALT_KEY ||
    !PHONEPE_SALT_INDEX
  ) {
    return null;
  }
  return {
    // Payments stored under v1 keep the provider name 'phonepe'.
    provider: 'phonepe',
    merchantId: PHONEPE_MERCHANT_ID,
    saltKey: PHONEPE_SALT_KEY,
    saltIndex: PHONEPE_SALT_INDEX,
    baseUrl: (environment.PHONEPE_BASE_URL ?? PHONEPE_UAT_BASE_URL).replace(/\/+$/, ''),
  };
}

function phonePeV2Config(environment: z.infer<typeof environmentSchema>): PhonePeV2Config | null {
  const {
    PHONEPE_CLIENT_ID: clientId,
    PHONEPE_CLIENT_SECRET: clientSecret,
    PHONEPE_WEBHOOK_USERNAME: webhookUsername,
    PHONEPE_WEBHOOK_PASSWORD: webhookPassword,
  } = environment;
  if (!clientId || !clientSecret || !webhookUsername || !webhookPassword) return null;
  const trim = (url: string) => url.replace(/\/+$/, '');
  return {
    provider: 'phonepe-v2',
    clientId,
    clientSecret,
    // UAT's client version is 1; production's comes with the credentials.
    clientVersion: environment.PHONEPE_CLIENT_VERSION ?? '1',
    baseUrl: trim(environment.PHONEPE_V2_BASE_URL ?? PHONEPE_UAT_BASE_URL),
    tokenUrl: trim(environment.PHONEPE_V2_TOKEN_URL ?? PHONEPE_UAT_BASE_URL),
    statusPath: environment.PHONEPE_V2_STATUS_PATH ?? 'checkout',
    webhookUsername,
    webhookPassword,
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  // A hop count: the address that many proxies back from the socket is the client's.
  if (/^\d{1,2}$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}
