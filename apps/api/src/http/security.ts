import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { isInProcessCall } from './in-process-calls.js';
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

/**
 * Helmet's options for the API's own answers (JSON under /api, the OpenAPI page aside): no
 * document is ever rendered from them, so the policy forbids everything (OWASP's advice for REST
 * answers), and the document-only headers (opener and agent-cluster isolation, DNS prefetch,
 * download and XSS-filter switches) are left out. Fewer, shorter headers on every API call.
 */
export function apiHelmetOptions(): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: false,
    referrerPolicy: { policy: 'no-referrer' },
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

/** Whether a request is for one of the API's own answers (not the OpenAPI page, which is a document). */
export function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
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
 * Security headers on every answer (helmetOptions for pages and files, apiHelmetOptions for the
 * API's answers), and the rate limit. The headers are helmet's, computed once at start-up and
 * set as they are on each request, where helmet's plugin would build its whole policy again for
 * every request.
 */
export async function registerSecurity(
  app: FastifyInstance,
  opts: { rateLimitPerMinute: number; csp?: CspAllowances },
) {
  const [pageHeaders, apiHeaders] = await Promise.all([helmetHeaders(helmetOptions(opts.csp)), helmetHeaders(apiHelmetOptions())]);
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of isApiAnswer(request.url) ? apiHeaders : pageHeaders) raw.setHeader(name, value);
    done();
  });
  await app.register(rateLimit, {
    global: true,
    max: opts.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Static files and the health probe are not worth counting, nor the calls a page rendered on
    // the server makes to its own API (the page's request counts).
    allowList: (req) => !req.url.startsWith('/api/') || req.url === '/api/health' || isInProcessCall(req),
  });
}
