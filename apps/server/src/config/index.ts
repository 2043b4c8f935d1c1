import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { DEVELOPMENT_ENVELOPE_KEY, type EmiPlan } from '@shop/domain';
import { OWASP_PASSWORD_HASH_COST } from '../modules/accounts/passwords';
import { defaultWebDistDir } from '../paths';
import type { S3Bucket } from '../platform/media/s3-media-store';
import { emiPlansOf } from './emi';
import { DEFAULT_REQUEST_TIMEOUT_MS, environmentSchema } from './environment';
import { s3BucketOf } from './media-s3';
import { type PaymentsConfig, paymentsConfig } from './payments';
import { type ReviewsConfig, reviewsConfig } from './reviews';

export type { PaymentsConfig, PhonePeV2Config } from './payments';
export { SEEDED_REVIEWS_PLACE_ID } from './reviews';

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
  /** Staff photos and their sizes, served under /media/ (docs/decisions/091-photos-on-disk-made-by-sharp.md). */
  mediaDir: string;
  /** An S3-compatible bucket for staff photos instead of MEDIA_DIR (docs/decisions/091-photos-on-disk-made-by-sharp.md). */
  mediaS3: S3Bucket | undefined;
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
  /**
   * Outside production only: the shop's clock starts here and runs on from it (a browser story of
   * the events before their day; docs/decisions/073-an-event-over-takes-no-registrations.md).
   */
  clockStart: Date | undefined;
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
  reviews: ReviewsConfig;
  /** The EMI tenures, bank rates and no-cost offers the screens estimate with, shortest first. */
  emiPlans: readonly EmiPlan[];
}>;

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
    mediaDir: resolve(
      process.cwd(),
      environment.MEDIA_DIR ?? join(environment.DATA_DIR ?? './.data', 'media'),
    ),
    mediaS3: environment.MEDIA_S3_URL ? s3BucketOf(environment.MEDIA_S3_URL) : undefined,
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
    clockStart: environment.CLOCK_START ? new Date(environment.CLOCK_START) : undefined,
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
    emiPlans: emiPlansOf(environment.EMI_RATES, environment.EMI_NO_COST_MONTHS),
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  // A hop count: the address that many proxies back from the socket is the client's.
  if (/^\d{1,2}$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}
