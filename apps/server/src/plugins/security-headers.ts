import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { AppConfig } from '../config';

/**
 * Only this origin, for everything (D12: no CDN, remote font or third-party script).
 * Images also allow data: URLs, which Bootstrap's CSS uses for its SVG icons.
 * Swagger UI at /api/docs sets its own policy (see docs.ts).
 */
export function contentSecurityPolicy(
  config: AppConfig,
): FastifyHelmetOptions['contentSecurityPolicy'] {
  const self = ["'self'"];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: self,
      baseUri: self,
      scriptSrc: self,
      scriptSrcAttr: ["'none'"],
      styleSrc: self,
      imgSrc: [...self, 'data:'],
      fontSrc: self,
      connectSrc: self,
      frameSrc: self,
      formAction: self,
      frameAncestors: self,
      objectSrc: ["'none'"],
      // Behind TLS in production; on a laptop over http it would break every request.
      ...(config.isProduction && { upgradeInsecureRequests: [] }),
    },
  };
}
