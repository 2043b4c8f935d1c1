import type { IncomingMessage } from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { nanoid } from 'nanoid';
import type { AppConfig } from './config';
import { accessoriesRoutes } from './modules/accessories/routes';
import { passwordsPlugin } from './modules/accounts/passwords-plugin';
import { accountsRoutes } from './modules/accounts/routes';
import { addressesRoutes } from './modules/addresses/routes';
import { buildsRoutes } from './modules/builds/routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { catalogueStaffRoutes } from './modules/catalogue/staff-routes';
import { catalogueItemPhotoRoutes } from './modules/catalogue-items/photo-routes';
import { catalogueItemsStaffRoutes } from './modules/catalogue-items/staff-routes';
import { catalogueItemsStorePlugin } from './modules/catalogue-items/store-plugin';
import { checkoutRoutes } from './modules/checkout/routes';
import { clientConfigRoutes } from './modules/client-config/routes';
import { couponsRoutes } from './modules/coupons/routes';
import { couponsStaffRoutes } from './modules/coupons/staff-routes';
import { crmRoutes } from './modules/crm/routes';
import { dataRightsRoutes } from './modules/data-rights/routes';
import { dataRightsStaffRoutes } from './modules/data-rights/staff-routes';
import { devOutboxPage } from './modules/dev/outbox-page';
import { devOutboxRoutes } from './modules/dev/outbox-routes';
import { devRoutes } from './modules/dev/routes';
import { emiRoutes } from './modules/emi/routes';
import { eventsConsoleRoutes } from './modules/events/event-staff-routes';
import { eventsRoutes } from './modules/events/routes';
import { eventsStaffRoutes } from './modules/events/staff-routes';
import { gameRoutes } from './modules/game/routes';
import { healthRoutes } from './modules/health/routes';
import { invoicesRoutes } from './modules/invoices/routes';
import { leadsRoutes } from './modules/leads/routes';
import { leadsStaffRoutes } from './modules/leads/staff-routes';
import { ordersCsvRoutes } from './modules/orders/orders-csv';
import { ordersRoutes } from './modules/orders/routes';
import { ordersStaffRoutes } from './modules/orders/staff-routes';
import { paymentsPlugin } from './modules/payments/plugin';
import { paymentsRoutes } from './modules/payments/routes';
import { sandboxRoutes } from './modules/payments/sandbox-routes';
import { prebuiltsRoutes } from './modules/prebuilts/routes';
import { profileRoutes } from './modules/profile/routes';
import { reviewsRoutes } from './modules/reviews/routes';
import { sessionRoutes } from './modules/session/routes';
import { staffAccountsRoutes } from './modules/staff/accounts-routes';
import { staffDashboardRoutes } from './modules/staff/dashboard-routes';
import { staffGuardPlugin } from './modules/staff/guard-plugin';
import { staffSettlePaymentRoutes } from './modules/staff/settle-payment-routes';
import { staffSignInRoutes } from './modules/staff/sign-in-routes';
import { ticketsRoutes } from './modules/tickets/routes';
import { ticketsStaffRoutes } from './modules/tickets/staff-routes';
import { accountDetailsPlugin } from './platform/account-details';
import { type Clock, clockPlugin } from './platform/clock';
import { contextPlugin } from './platform/context';
import type { DatabaseHandle } from './platform/db/kysely';
import { type Dice, dicePlugin } from './platform/dice';
import { docsPlugin } from './platform/http/docs';
import { envelopePlugin } from './platform/http/envelope';
import { errorHandlerPlugin } from './platform/http/error-handler';
import { nulGuardPlugin } from './platform/http/nul-guard';
import { originCheckPlugin } from './platform/http/origin-check';
import { responseSerializerCompiler } from './platform/http/response-serializer';
import { securityHeadersPlugin } from './platform/http/security-headers';
import { spaPlugin } from './platform/http/spa';
import { validatorCompiler } from './platform/http/validator';
import { requestLoggerFactory } from './platform/logging/request-logger';
import { outboxPlugin } from './platform/outbox/plugin';
import { personalDataPlugin } from './platform/personal-data';
import { sessionPlugin } from './platform/sessions/plugin';

export interface AppDependencies {
  database: DatabaseHandle;
  /** Where log lines go; standard output unless given. */
  logStream?: { write(line: string): void };
  /** Where the shop reads the time; the system clock unless given (tests move it). */
  clock?: Clock;
  /** Where the shop draws chance (game budgets); crypto's unless given (tests script it). */
  dice?: Dice;
}

/** The whole shop as a Fastify instance, not yet listening; the caller owns the database. */
export async function buildApp(
  config: AppConfig,
  { database, logStream, clock, dice }: AppDependencies,
) {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    genReqId: requestId,
    childLoggerFactory: requestLoggerFactory,
    trustProxy: trustedProxies(config.trustProxy),
    ...connectionLimits(config.requestTimeoutMs),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  // Hooks that never wait take Fastify's callback form: no promise per request on the hot path.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // External plugins.
  await app.register(securityHeadersPlugin, { config });
  await app.register(fastifyCookie);
  // Answers are compressed; request bodies are not inflated: no browser sends one compressed, and a
  // preParsing hook on every route was its whole cost (docs/decisions/067-less-work-per-request.md).
  await app.register(fastifyCompress, { globalDecompression: false });
  await app.register(docsPlugin, { hideStaffRoutes: config.isProduction });

  // Application plugins.
  await app.register(contextPlugin, { config, database });
  await app.register(clockPlugin, {
    clock,
    adjustable: !config.isProduction,
    start: config.isProduction ? undefined : config.clockStart,
  });
  await app.register(dicePlugin, { dice, scriptable: !config.isProduction });
  await app.register(errorHandlerPlugin);
  await app.register(originCheckPlugin, { publicBaseUrl: config.publicBaseUrl });
  await app.register(envelopePlugin, { envelopeKey: config.envelopeKey });
  await app.register(nulGuardPlugin);
  await app.register(sessionPlugin);
  await app.register(accountDetailsPlugin);
  await app.register(personalDataPlugin);
  await app.register(passwordsPlugin);
  await app.register(outboxPlugin);
  await app.register(catalogueItemsStorePlugin);
  await app.register(paymentsPlugin);
  // Before the modules: it records and guards every route under /api/admin/.
  await app.register(staffGuardPlugin);

  // Modules: one plugin per feature, all under /api.
  await app.register(healthRoutes);
  await app.register(clientConfigRoutes);
  await app.register(emiRoutes);
  await app.register(sessionRoutes);
  await app.register(accountsRoutes);
  await app.register(profileRoutes);
  await app.register(addressesRoutes);
  await app.register(couponsRoutes);
  await app.register(catalogueRoutes);
  await app.register(buildsRoutes);
  await app.register(accessoriesRoutes);
  await app.register(prebuiltsRoutes);
  await app.register(reviewsRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(paymentsRoutes);
  await app.register(ordersRoutes);
  await app.register(invoicesRoutes);
  await app.register(ticketsRoutes);
  await app.register(crmRoutes);
  await app.register(leadsRoutes);
  await app.register(eventsRoutes);
  await app.register(gameRoutes);
  // Last of the customer's features: its registry entries end the sessions first on erasure.
  await app.register(dataRightsRoutes);
  // The staff console (all under /api/admin/, guarded by staffGuardPlugin): sign-in, accounts,
  // the dashboard, then each module's own console routes.
  await app.register(staffSignInRoutes);
  await app.register(staffAccountsRoutes);
  await app.register(staffDashboardRoutes);
  await app.register(staffSettlePaymentRoutes);
  await app.register(ordersStaffRoutes);
  await app.register(ordersCsvRoutes);
  await app.register(catalogueStaffRoutes);
  await app.register(catalogueItemsStaffRoutes);
  await app.register(catalogueItemPhotoRoutes);
  await app.register(couponsStaffRoutes);
  await app.register(leadsStaffRoutes);
  await app.register(eventsStaffRoutes);
  await app.register(eventsConsoleRoutes);
  await app.register(ticketsStaffRoutes);
  await app.register(dataRightsStaffRoutes);
  // The sandbox provider's page and its form (only when the sandbox is the provider).
  await app.register(sandboxRoutes);
  if (!config.isProduction) await app.register(devRoutes);
  if (!config.isProduction) await app.register(devOutboxRoutes);
  if (!config.isProduction) await app.register(devOutboxPage);

  // Last: the web app, and the history fallback for every other page path.
  await app.register(spaPlugin, { webDistDir: config.webDistDir });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** A hop count trusts that many proxies nearest the shop, as proxy-addr counts hops. */
function trustedProxies(trust: AppConfig['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Node sweeps connections for overdue requests this often (its default is 30 s). */
const TIMEOUT_SWEEP_MS = 1_000;
/** Longer than a load balancer's idle timeout (60 s on most), so it never reuses a closed one. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * Slow clients are cut off (docs/decisions/038-slow-clients-and-the-password-hash-queue.md): a
 * whole request, headers and body, must arrive within the request timeout, checked every second;
 * a socket silent for longer than a kept-alive one may wait is closed. Fastify leaves Node's
 * request timeout off by default.
 */
function connectionLimits(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: Math.max(requestTimeoutMs, KEEP_ALIVE_TIMEOUT_MS + TIMEOUT_SWEEP_MS),
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: requestTimeoutMs,
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(TIMEOUT_SWEEP_MS, requestTimeoutMs),
    },
  };
}

function loggerOptions(
  config: AppConfig,
  stream: AppDependencies['logStream'],
): FastifyServerOptions['logger'] {
  if (stream) return { level: config.logLevel, stream };
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    ...(pretty && {
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
      },
    }),
  };
}

/** Characters in a request id the shop makes: 96 random bits, as unlikely to repeat as a UUID. */
const REQUEST_ID_LENGTH = 16;

/**
 * Keeps a load balancer's request id, when it sent a sane one, so logs line up across hops; otherwise
 * a random one. Random, not a counter, so the id a customer sees says nothing of the shop's traffic;
 * nanoid draws from a pooled buffer, where a UUID per request cost a bare Fastify about 8% of its
 * health throughput (docs/decisions/067-less-work-per-request.md).
 */
function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w.:-]{1,128}$/.test(incoming)
    ? incoming
    : nanoid(REQUEST_ID_LENGTH);
}
