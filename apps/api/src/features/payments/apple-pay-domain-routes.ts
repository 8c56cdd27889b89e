import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';

/** Where Apple looks for a merchant domain's association file before Apple Pay may run there. */
export const APPLE_PAY_ASSOCIATION_PATH = '/.well-known/apple-developer-merchantid-domain-association';

/**
 * Serves the Apple Pay domain-association file that PayPal gives its merchants
 * (APPLE_PAY_DOMAIN_ASSOCIATION_FILE), read once at start-up. Without one the path is a plain 404,
 * never the web app's page.
 */
export function applePayDomainRoutes(deps: Pick<AppDeps, 'config'>) {
  return async (app: FastifyInstance) => {
    const file = deps.config.payments.applePayDomainAssociationFile;
    const contents = file ? await readFile(file) : null;
    app.get(APPLE_PAY_ASSOCIATION_PATH, { schema: { hide: true } }, async (_request, reply) => {
      if (!contents) throw notFound('No Apple Pay domain association is configured');
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(contents);
    });
  };
}
