import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Extra origins a feature needs in the CSP (payment provider scripts when configured). */
export interface CspAllowances {
  scriptSrc?: string[];
  imgSrc?: string[];
  frameSrc?: string[];
  connectSrc?: string[];
}

/** The video hosts whose players CMS pages and product stories may embed. */
export const videoFrameHosts = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * Security headers with a strict Content-Security-Policy: scripts, fonts and images from the
 * shop itself only (plus payment providers' scripts when they are configured), no plugins, no
 * framing of the shop. Styles allow inline because the dialog and toast libraries insert
 * <style> elements at run time; scripts never do.
 */
export async function registerSecurity(
  app: FastifyInstance,
  opts: { rateLimitPerMinute: number; csp?: CspAllowances },
) {
  const csp = opts.csp ?? {};
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(csp.scriptSrc ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(csp.imgSrc ?? [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(csp.connectSrc ?? [])],
        frameSrc: ["'self'", ...videoFrameHosts, ...(csp.frameSrc ?? [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(rateLimit, {
    global: true,
    max: opts.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Static files and the health probe are not worth counting.
    allowList: (req) => !req.url.startsWith('/api/') || req.url === '/api/health',
  });
}
