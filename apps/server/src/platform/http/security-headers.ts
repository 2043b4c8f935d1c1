import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../../config';
import { builtInlineScriptSources } from './inline-scripts';

/** Where Google Tag Manager's script, pixel and calls come from, when a container is configured. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Only this origin, for everything: no CDN, remote font or third-party script
 * (docs/decisions/011-self-contained-assets.md, 015-security-headers-worked-out-at-start-up.md).
 * The built pages' own inline scripts are allowed by their hashes (inline-scripts.ts).
 * Images also allow data: URLs, which Bootstrap's CSS uses for its SVG icons, and, only when Google
 * reviews are configured, Google's host of reviewers' photos (docs/api/reviews.md#google-places).
 * With GTM_ID set, the tag manager's own origin is added for scripts, images and connections, and
 * nothing else (docs/decisions/027-a-tag-manager-only-when-configured.md). Swagger UI at /api/docs
 * sets its own policy (see docs.ts).
 */
export function contentSecurityPolicy(
  config: AppConfig,
  inlineScripts: readonly string[] = [],
): HelmetOptions['contentSecurityPolicy'] {
  const self = ["'self'"];
  const tagManager = config.tagManagerId ? [TAG_MANAGER_ORIGIN] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: self,
      baseUri: self,
      scriptSrc: [...self, ...inlineScripts, ...tagManager],
      scriptSrcAttr: ["'none'"],
      styleSrc: self,
      imgSrc: [
        ...self,
        'data:',
        ...tagManager,
        ...(config.reviews.google ? ['https://lh3.googleusercontent.com'] : []),
      ],
      fontSrc: self,
      connectSrc: [...self, ...tagManager],
      frameSrc: self,
      formAction: self,
      frameAncestors: self,
      objectSrc: ["'none'"],
      // Behind TLS in production; on a laptop over http it would break every request.
      ...(config.isProduction && { upgradeInsecureRequests: [] }),
    },
  };
}

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

/**
 * Helmet's headers depend only on configuration, so they are worked out once at start-up and copied onto
 * every reply; running helmet's middleware per request cost about a tenth of the server's time under load.
 */
export function securityHeaders(
  config: AppConfig,
  inlineScripts: readonly string[] = [],
): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config, inlineScripts),
  });
  let failure: unknown;
  middleware(
    {} as Parameters<typeof middleware>[0],
    response as unknown as Parameters<typeof middleware>[1],
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  // Helmet sets none: the shop uses no camera, microphone, location, payment sheet or sensor, so
  // no page, nor anything framed in one, may ask for them (docs/decisions/086).
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/**
 * JSON answers are never rendered as pages, so they carry the few headers that still matter for them
 * (OWASP's REST guidance) rather than the whole document set: a third of the bytes of a small answer.
 */
export function apiSecurityHeaders(
  documentHeaders: Record<string, string>,
): Record<string, string> {
  const kept = [
    'strict-transport-security',
    'x-content-type-options',
    'cross-origin-resource-policy',
    'referrer-policy',
  ];
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  };
  for (const name of kept) {
    const value = documentHeaders[name];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

/** Under /api, except the browsable documentation, answers are data for the shop's own pages. */
function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

export const securityHeadersPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const documentHeaders = securityHeaders(config, builtInlineScriptSources(config.webDistDir));
    const apiHeaders = apiSecurityHeaders(documentHeaders);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiAnswer(request.url) ? apiHeaders : documentHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
