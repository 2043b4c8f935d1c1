import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/kysely';
import { accessoriesRoutes } from './modules/accessories/routes';
import { accessoriesStorePlugin } from './modules/accessories/store-plugin';
import { accountsRoutes } from './modules/accounts/routes';
import { addressesRoutes } from './modules/addresses/routes';
import { buildsRoutes } from './modules/builds/routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { catalogueStorePlugin } from './modules/catalogue/store-plugin';
import { checkoutRoutes } from './modules/checkout/routes';
import { clientConfigRoutes } from './modules/client-config/routes';
import { couponsRoutes } from './modules/coupons/routes';
import { devRoutes } from './modules/dev/routes';
import { healthRoutes } from './modules/health/routes';
import { ordersRoutes } from './modules/orders/routes';
import { devOutboxPage } from './modules/outbox/dev-page';
import { devOutboxRoutes } from './modules/outbox/dev-routes';
import { outboxPlugin } from './modules/outbox/plugin';
import { paymentsPlugin } from './modules/payments/plugin';
import { paymentsRoutes } from './modules/payments/routes';
import { sandboxRoutes } from './modules/payments/sandbox-routes';
import { profileRoutes } from './modules/profile/routes';
import { sessionRoutes } from './modules/session/routes';
import { ticketsRoutes } from './modules/tickets/routes';
import { accountDetailsPlugin } from './plugins/account-details';
import { type Clock, clockPlugin } from './plugins/clock';
import { contextPlugin } from './plugins/context';
import { docsPlugin } from './plugins/docs';
import { envelopePlugin } from './plugins/envelope';
import { errorHandlerPlugin } from './plugins/error-handler';
import { originCheckPlugin } from './plugins/origin-check';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { spaPlugin } from './plugins/spa';

export interface AppDependencies {
  database: DatabaseHandle;
  /** Where log lines go; standard output unless given. */
  logStream?: { write(line: string): void };
  /** Where the shop reads the time; the system clock unless given (tests move it). */
  clock?: Clock;
}

/** The whole shop as a Fastify instance, not yet listening; the caller owns the database. */
export async function buildApp(config: AppConfig, { database, logStream, clock }: AppDependencies) {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    genReqId: requestId,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Hooks that never wait take Fastify's callback form: no promise per request on the hot path.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // External plugins.
  await app.register(securityHeadersPlugin, { config });
  await app.register(fastifyCookie);
  await app.register(fastifyCompress);
  await app.register(docsPlugin);

  // Application plugins.
  await app.register(contextPlugin, { config, database });
  await app.register(clockPlugin, { clock });
  await app.register(errorHandlerPlugin);
  await app.register(originCheckPlugin, { publicBaseUrl: config.publicBaseUrl });
  await app.register(envelopePlugin, { envelopeKey: config.envelopeKey });
  await app.register(sessionPlugin);
  await app.register(accountDetailsPlugin);
  await app.register(outboxPlugin);
  await app.register(catalogueStorePlugin);
  await app.register(accessoriesStorePlugin);
  await app.register(paymentsPlugin);

  // Modules: one plugin per feature, all under /api.
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(clientConfigRoutes, { prefix: '/api' });
  await app.register(sessionRoutes, { prefix: '/api' });
  await app.register(accountsRoutes, { prefix: '/api' });
  await app.register(profileRoutes, { prefix: '/api' });
  await app.register(addressesRoutes, { prefix: '/api' });
  await app.register(couponsRoutes, { prefix: '/api' });
  await app.register(catalogueRoutes, { prefix: '/api' });
  await app.register(buildsRoutes, { prefix: '/api' });
  await app.register(accessoriesRoutes, { prefix: '/api' });
  await app.register(cartRoutes, { prefix: '/api' });
  await app.register(checkoutRoutes, { prefix: '/api' });
  await app.register(paymentsRoutes, { prefix: '/api' });
  await app.register(ordersRoutes, { prefix: '/api' });
  await app.register(ticketsRoutes, { prefix: '/api' });
  // The sandbox provider's page and its form (only when the sandbox is the provider).
  await app.register(sandboxRoutes);
  if (!config.isProduction) await app.register(devRoutes, { prefix: '/api' });
  if (!config.isProduction) await app.register(devOutboxRoutes, { prefix: '/api' });
  if (!config.isProduction) await app.register(devOutboxPage);

  // Last: the web app, and the history fallback for every other page path.
  await app.register(spaPlugin, { webDistDir: config.webDistDir });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

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

// Keeps a load balancer's request id, when it sent a sane one, so logs line up across hops.
function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w.:-]{1,128}$/.test(incoming)
    ? incoming
    : randomUUID();
}
