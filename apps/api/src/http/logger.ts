import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/**
 * Log paths that may hold secrets or personal data. Pino replaces them with '[redacted]', so a
 * request log never carries a password, a token, a card reference or a tax id.
 */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.new_password',
  '*.old_password',
  '*.ssn',
  '*.answer',
  '*.authorization_key',
  '*.payment_token',
  '*.access_token',
  '*.token',
  '*.email',
  '*.mobile',
];

/** Pino options for Fastify: JSON lines, secrets and personal data redacted. */
export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; headers: Record<string, unknown> }) => ({
        method: req.method,
        // Query strings can carry e-mail addresses or legacy tokens: log the path only.
        url: req.url.split('?')[0],
        // Only the presence of credentials is logged (redacted below), never their value.
        headers: {
          ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
          ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
        },
      }),
    },
  };
}
