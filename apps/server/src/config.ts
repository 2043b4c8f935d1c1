import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { DEVELOPMENT_ENVELOPE_KEY } from '@shop/domain';
import { z } from 'zod';
import { defaultWebDistDir } from './paths';

const ENVELOPE_KEY_BYTES = 32;
const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

// An empty variable (`PORT=`) means "not set", as in most shells' .env files.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const environmentSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'test', 'production'])),
    PORT: optional(z.coerce.number().int().min(0).max(65_535)),
    HOST: optional(z.string()),
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
    GOOGLE_CLIENT_ID: optional(z.string()),
    GOOGLE_CLIENT_SECRET: optional(z.string()),
    GOOGLE_ISSUER_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
    MAIL_FROM: optional(z.string()),
    MSG91_AUTH_KEY: optional(z.string()),
    MSG91_TEMPLATE_ID: optional(z.string()),
    MSG91_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    PAYMENT_PROVIDER: optional(z.enum(['sandbox', 'phonepe'])),
    PHONEPE_MERCHANT_ID: optional(
      z.string().regex(/^[A-Za-z0-9_-]{1,37}$/, 'must be letters, digits, _ or -, under 38'),
    ),
    PHONEPE_SALT_KEY: optional(z.string()),
    PHONEPE_SALT_INDEX: optional(z.string().regex(/^\d{1,3}$/, 'must be a number')),
    PHONEPE_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    TRUST_PROXY: optional(
      z
        .string()
        .regex(
          /^(true|false|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/,
          'must be true, false, or a comma-separated list of proxy addresses',
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
  .refine(
    (environment) =>
      environment.PAYMENT_PROVIDER !== 'phonepe' ||
      (!!environment.PHONEPE_MERCHANT_ID &&
        !!environment.PHONEPE_SALT_KEY &&
        !!environment.PHONEPE_SALT_INDEX),
    {
      path: ['PAYMENT_PROVIDER'],
      message: 'phonepe needs PHONEPE_MERCHANT_ID, PHONEPE_SALT_KEY and PHONEPE_SALT_INDEX',
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
  /** Google sign-in (OpenID Connect); null when not configured. */
  google: Readonly<{ clientId: string; clientSecret: string; issuerUrl: string }> | null;
  /** Unset: emails stay in the outbox, readable at /dev/outbox outside production. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Which proxies' X-Forwarded-For to believe, so rate limits count visitors rather than the load
   * balancer: false (default), true, or the proxies' addresses or CIDR ranges.
   */
  trustProxy: boolean | string[];
  /** SMS delivery of OTPs; null: texts stay in the outbox. */
  msg91: Readonly<{ authKey: string; templateId: string; baseUrl: string }> | null;
  /**
   * Who takes payments: the built-in sandbox (the default outside production; in production only
   * when PAYMENT_PROVIDER=sandbox is set), PhonePe PG v1, or null: payments are switched off.
   */
  payments: PaymentsConfig | null;
}>;

export const PHONEPE_UAT_BASE_URL = 'https://api-preprod.phonepe.com/apis/pg-sandbox';

export type PaymentsConfig = Readonly<
  | { provider: 'sandbox' }
  | { provider: 'phonepe'; merchantId: string; saltKey: string; saltIndex: string; baseUrl: string }
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
    host: environment.HOST ?? '0.0.0.0',
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
    google:
      environment.GOOGLE_CLIENT_ID && environment.GOOGLE_CLIENT_SECRET
        ? {
            clientId: environment.GOOGLE_CLIENT_ID,
            clientSecret: environment.GOOGLE_CLIENT_SECRET,
            issuerUrl: environment.GOOGLE_ISSUER_URL ?? 'https://accounts.google.com',
          }
        : null,
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
    payments: paymentsConfig(environment, nodeEnv === 'production'),
  };
}

function paymentsConfig(
  environment: z.infer<typeof environmentSchema>,
  isProduction: boolean,
): PaymentsConfig | null {
  const provider = environment.PAYMENT_PROVIDER ?? (isProduction ? undefined : 'sandbox');
  if (provider === 'sandbox') return { provider };
  const { PHONEPE_MERCHANT_ID, PHONEPE_SALT_KEY, PHONEPE_SALT_INDEX } = environment;
  if (provider !== 'phonepe' || !PHONEPE_MERCHANT_ID || !PHONEPE_SALT_KEY || !PHONEPE_SALT_INDEX) {
    return null;
  }
  return {
    provider,
    merchantId: PHONEPE_MERCHANT_ID,
    saltKey: PHONEPE_SALT_KEY,
    saltIndex: PHONEPE_SALT_INDEX,
    baseUrl: (environment.PHONEPE_BASE_URL ?? PHONEPE_UAT_BASE_URL).replace(/\/+$/, ''),
  };
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((address) => address.trim());
}
