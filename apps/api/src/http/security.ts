import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { OutgoingHttpHeader } from 'node:http';

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
 * Helmet's options: a strict Content-Security-Policy with scripts, fonts and images from the
 * shop itself only (plus payment providers' scripts when they are configured), no plugins, no
 * framing of the shop. Styles allow inline because the dialog and toast libraries insert
 * <style> elements at run time; scripts never do.
 */
export function helmetOptions(csp: CspAllowances = {}): FastifyHelmetOptions {
  return {
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
    // PayPal's buyer window is a popup that reports back to the page through window.opener;
    // 'same-origin' would cut that link (the page would see the window as closed at once).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

export type SecurityHeaders = ReadonlyArray<readonly [name: string, value: OutgoingHttpHeader]>;

/**
 * The headers helmet sets on every answer with these options, in its order and spelling. The
 * policy does not depend on the request (no nonces, no per-route options), so helmet's own
 * plugin is run once, on a stand-in server, and what it set is kept.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<SecurityHeaders> {
  const standIn = Fastify({ logger: false });
  let captured: SecurityHeaders = [];
  try {
    await standIn.register(helmet, options);
    standIn.get('/', (_request, reply) => {
      // Only helmet has written to the raw response at this point: Fastify's own headers are
      // added when the answer is sent. Node keeps the names as they were set
      // (OutgoingMessage#getRawHeaderNames; its types declare it on ClientRequest only).
      const raw = reply.raw as typeof reply.raw & { getRawHeaderNames(): string[] };
      captured = raw.getRawHeaderNames().flatMap((name) => {
        const value = raw.getHeader(name);
        return value === undefined ? [] : [[name, value] as const];
      });
      return '';
    });
    const res = await standIn.inject('/');
    if (res.statusCode !== 200 || captured.length === 0) throw new Error(`helmet set no headers (status ${res.statusCode})`);
  } finally {
    await standIn.close();
  }
  return captured;
}

/**
 * Security headers (helmetOptions) on every answer, and the rate limit. The headers are
 * helmet's, computed once at start-up and set as they are on each request, where helmet's
 * plugin would build its whole policy again for every request.
 */
export async function registerSecurity(
  app: FastifyInstance,
  opts: { rateLimitPerMinute: number; csp?: CspAllowances },
) {
  const headers = await helmetHeaders(helmetOptions(opts.csp));
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
  await app.register(rateLimit, {
    global: true,
    max: opts.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Static files and the health probe are not worth counting.
    allowList: (req) => !req.url.startsWith('/api/') || req.url === '/api/health',
  });
}
