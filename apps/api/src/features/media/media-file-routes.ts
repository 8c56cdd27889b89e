import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { isValidStorageKey, mediaPathPrefix } from '../../platform/storage.js';

/** Types served as what they are; anything else is only ever offered as a download. */
const inlineTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/**
 * GET /media/{key}: stored files, outside /api, with the type they were stored with (sniffed at
 * upload), nosniff, a policy that lets nothing in them run, and a year of caching (keys are
 * random and never rewritten).
 */
export function mediaFileRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    app.get(`${mediaPathPrefix}/*`, { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const object = isValidStorageKey(key) ? await deps.storage.get(key) : null;
      if (!object) return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found');
      const isInline = inlineTypes.has(object.contentType);
      return reply
        .type(isInline ? object.contentType : 'application/octet-stream')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', isInline ? 'inline' : 'attachment')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(object.bytes);
    });
  };
}
