import type { FastifyInstance } from 'fastify';
import { contentRoutes as calls } from '@upline/contract/content-routes';
import { errorCodes } from '@upline/contract/errors';
import type { AppDeps } from '../../deps.js';
import { badRequest } from '../../http/errors.js';
import { resolveLanguage } from '../../http/language.js';
import { registerRoute } from '../../http/route.js';
import { listActiveLanguages } from './language-queries.js';
import { translateTexts } from './translate-texts.js';

/** 200 texts of 5,000 characters fit; anything much larger is refused before it is parsed. */
const translateBodyLimit = 2 * 1024 * 1024;

/** translateany (SF §7, AB §7); the staff's translation queue is in admin-routes.ts. */
export function translationRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, calls.translateAny, async (request) => {
      // The spec's client sends the language as a path-style value ('/fr'); a bare code is fine too.
      const code = request.body.language.replace(/^\//, '');
      if (!code) throw badRequest('Language is required', errorCodes.unknownLanguage);
      const lang = resolveLanguage(code, await listActiveLanguages(deps.db));
      return { translated: await translateTexts(deps.db, request.body.texts, lang, deps.clock.now()) };
    }, { bodyLimit: translateBodyLimit });
  };
}
