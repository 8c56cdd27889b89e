import http from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { paymentCspAllowances } from '../features/payments/payment-csp.js';
import { apiHelmetOptions, helmetHeaders, helmetOptions, registerSecurity, type CspAllowances } from './security.js';

// The security headers are computed once at start-up; these tests hold them to what helmet's
// plugin sends when it runs for every request, byte for byte, on the wire.

const paymentsEnv = {
  NODE_ENV: 'test',
  STRIPE_SECRET_KEY: 'sk_test_secret_value',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_public_value',
  STRIPE_WEBHOOK_SECRET: 'whsec_value',
  PAYPAL_CLIENT_ID: 'paypal-public-client',
  PAYPAL_CLIENT_SECRET: 'paypal-secret-value',
  PAYPAL_WEBHOOK_ID: 'WH-1',
  GOOGLE_PAY_ENABLED: 'true',
  APPLE_PAY_ENABLED: 'true',
};

/** What app.ts passes: the payment providers' origins and the media CDN's. */
function shopAllowances(env: Record<string, string>, mediaOrigin: string | null): CspAllowances {
  const payments = paymentCspAllowances(loadConfig(env).payments);
  return { ...payments, imgSrc: [...(mediaOrigin ? [mediaOrigin] : []), ...payments.imgSrc] };
}

const configurations: Array<[string, CspAllowances]> = [
  ['no payment provider, no media CDN', shopAllowances({ NODE_ENV: 'test' }, null)],
  ['Stripe, PayPal sandbox, Google Pay, Apple Pay and a media CDN', shopAllowances(paymentsEnv, 'https://cdn.example.com')],
];

const servers: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** API answers under /api (the prefix is the caller's); a page and a file at the root. */
function addApiRoutes(app: FastifyInstance) {
  app.get('/list', async () => ({ products: [] }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
}
function addPageRoutes(app: FastifyInstance) {
  app.get('/', async (_request, reply) => reply.type('text/html').send('<!doctype html><title>Shop</title>'));
  app.get('/media/own-policy', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'none'; sandbox").send('file'),
  );
}

/**
 * The way the headers were set before: helmet's plugin, run for every request, with the API's
 * options on the API's routes and the page options elsewhere.
 */
async function perRequestHelmet(csp: CspAllowances): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  // The shop's rate limit counts the API's requests only (registerSecurity).
  await app.register(rateLimit, { global: true, max: 100, timeWindow: '1 minute', allowList: (req) => !req.url.startsWith('/api/') });
  await app.register(async (api) => {
    await api.register(helmet, apiHelmetOptions());
    addApiRoutes(api);
  }, { prefix: '/api' });
  await app.register(async (pages) => {
    await pages.register(helmet, helmetOptions(csp));
    addPageRoutes(pages);
  });
  return app;
}

async function precomputed(csp: CspAllowances): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await registerSecurity(app, { rateLimitPerMinute: 100, csp });
  await app.register(async (api) => addApiRoutes(api), { prefix: '/api' });
  addPageRoutes(app);
  return app;
}

async function listen(app: FastifyInstance): Promise<string> {
  servers.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The response's header lines as sent (names as spelled, in order); the clock's are masked. */
function rawHeaders(url: string): Promise<{ status: number; lines: string[] }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        res.resume();
        res.on('end', () => {
          const lines: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i] ?? '';
            const timed = ['date', 'x-ratelimit-reset'].includes(name.toLowerCase());
            lines.push(`${name}: ${timed ? '(time)' : res.rawHeaders[i + 1]}`);
          }
          resolve({ status: res.statusCode ?? 0, lines });
        });
      })
      .on('error', reject);
  });
}

describe('security headers computed once', () => {
  it.each(configurations)('are byte-identical to helmet run per request (%s)', async (_name, csp) => {
    const [reference, subject] = await Promise.all([perRequestHelmet(csp).then(listen), precomputed(csp).then(listen)]);
    for (const path of ['/api/list', '/api/fails', '/', '/media/own-policy']) {
      const expected = await rawHeaders(reference + path);
      const actual = await rawHeaders(subject + path);
      expect(actual.status).toBe(expected.status);
      expect(actual.lines).toEqual(expected.lines);
    }
  });

  it('gives the API’s answers, found or not, a policy that forbids everything, and pages the shop’s', async () => {
    const base = await listen(await precomputed({}));
    const policy = (lines: string[]) => lines.filter((l) => l.toLowerCase().startsWith('content-security-policy:'));
    for (const path of ['/api/list', '/api/missing', '/api/fails']) {
      const { lines } = await rawHeaders(base + path);
      expect(policy(lines), path).toEqual(["Content-Security-Policy: default-src 'none';frame-ancestors 'none'"]);
      expect(lines, path).toEqual(expect.arrayContaining(['X-Content-Type-Options: nosniff', 'X-Frame-Options: DENY', 'Cross-Origin-Resource-Policy: same-origin']));
      expect(lines.some((l) => l.startsWith('X-XSS-Protection') || l.startsWith('Origin-Agent-Cluster')), path).toBe(false);
    }
    for (const path of ['/', '/missing-page']) {
      const { lines } = await rawHeaders(base + path);
      expect(policy(lines)[0], path).toMatch(/^Content-Security-Policy: default-src 'self';script-src 'self';/);
    }
  });

  it('lets a route send its own policy instead (media files)', async () => {
    const base = await listen(await precomputed({}));
    const own = await rawHeaders(`${base}/media/own-policy`);
    expect(own.lines.filter((l) => l.toLowerCase().startsWith('content-security-policy:'))).toEqual([
      "content-security-policy: default-src 'none'; sandbox",
    ]);
  });

  it('keeps the policy the shop has sent with every payment provider configured', async () => {
    const [, csp] = configurations[1] ?? [];
    const headers = await helmetHeaders(helmetOptions(csp));
    expect(Object.fromEntries(headers)).toEqual({
      'Content-Security-Policy':
        "default-src 'self';" +
        "script-src 'self' https://js.stripe.com https://*.js.stripe.com https://www.paypal.com https://www.sandbox.paypal.com https://www.paypalobjects.com https://pay.google.com https://applepay.cdn-apple.com;" +
        "style-src 'self' 'unsafe-inline';" +
        "img-src 'self' data: blob: https://cdn.example.com https://www.paypalobjects.com https://www.paypal.com;" +
        "font-src 'self';" +
        "connect-src 'self' https://api.stripe.com https://www.paypal.com https://www.sandbox.paypal.com https://pay.google.com;" +
        "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://www.paypal.com https://www.sandbox.paypal.com https://pay.google.com;" +
        "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Origin-Agent-Cluster': '?1',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'X-DNS-Prefetch-Control': 'off',
      'X-Download-Options': 'noopen',
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Permitted-Cross-Domain-Policies': 'none',
      'X-XSS-Protection': '0',
    });
  });
});
