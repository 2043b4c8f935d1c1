import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses cross-site state-changing calls (docs/api/session.md#origin-check), a defence beside
 * SameSite=Lax cookies: every POST, PUT, PATCH or DELETE under /api must come from the shop's own
 * pages.
 *
 * - With an Origin header: it must be PUBLIC_BASE_URL's origin or name the request's own Host.
 * - Without one (some older browsers on same-origin calls): the Referer is judged the same way.
 * - With neither: allowed only when the request carries no cookie. Such a caller has no session
 *   to abuse (a provider's server-to-server callback, a script, a test); browsers send Origin
 *   on every cross-site POST, so a forged request from another site never gets here.
 */
export const originCheckPlugin = fp<{ publicBaseUrl: string }>(
  async (app, { publicBaseUrl }) => {
    const publicOrigin = new URL(publicBaseUrl).origin;

    app.addHook('onRequest', (request, _reply, done) => {
      if (!STATE_CHANGING.has(request.method) || !isApiPath(request.url)) return done();
      if (!isAllowed(request, publicOrigin)) {
        request.log.info(
          { origin: request.headers.origin, referer: request.headers.referer },
          'refused a cross-site request',
        );
        return done(forbidden());
      }
      done();
    });
  },
  { name: 'origin-check' },
);

function isAllowed(request: FastifyRequest, publicOrigin: string): boolean {
  const { origin, referer, cookie } = request.headers;
  if (origin !== undefined) return isOwnOrigin(origin, request, publicOrigin);
  if (referer !== undefined) return isOwnOrigin(referer, request, publicOrigin);
  return !cookie;
}

function isOwnOrigin(value: string, request: FastifyRequest, publicOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false; // includes the opaque origin "null" of sandboxed frames and data: pages
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.origin === publicOrigin || url.host === request.headers.host;
}

function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}
