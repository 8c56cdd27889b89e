import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idInput } from '@upline/contract/input';
import {
  adminTranslationsQuerySchema,
  adminTranslationsResponseSchema,
  translateRequestSchema,
  translateResponseSchema,
  updateTranslationRequestSchema,
  updateTranslationResponseSchema,
} from '@upline/contract/content';
import { errorBodySchema, errorCodes } from '@upline/contract/errors';
import type { AppDeps } from '../../deps.js';
import { badRequest, notFound } from '../../http/errors.js';
import { resolveLanguage } from '../../http/language.js';
import { requireAdmin } from '../../http/session.js';
import { listActiveLanguages } from './language-queries.js';
import { translateTexts } from './translate-texts.js';
import { listTranslations, saveTranslation } from './translation-catalogue.js';

/** 200 texts of 5,000 characters fit; anything much larger is refused before it is parsed. */
const translateBodyLimit = 2 * 1024 * 1024;

/** translateany (SF §7, AB §7) and the staff screens of the translation catalogue (extension). */
export function translationRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/translateany', {
      bodyLimit: translateBodyLimit,
      schema: {
        tags: ['content'],
        summary: 'Translate a map of English texts into a language',
        body: translateRequestSchema,
        response: { 200: translateResponseSchema, 400: errorBodySchema, 413: errorBodySchema },
      },
    }, async (request) => {
      // The spec's client sends the language as a path-style value ('/fr'); a bare code is fine too.
      const code = request.body.language.replace(/^\//, '');
      if (!code) throw badRequest('Language is required', errorCodes.unknownLanguage);
      const lang = resolveLanguage(code, await listActiveLanguages(deps.db));
      return { translated: await translateTexts(deps.db, request.body.texts, lang, deps.clock.now()) };
    });

    r.get('/admin/translations', {

      config: { audience: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The translation catalogue (pending texts first by demand)',
        security: [{ bearer: [] }, { cookie: [] }],
        querystring: adminTranslationsQuerySchema,
        response: { 200: adminTranslationsResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    }, async (request) => {
      requireAdmin(request);
      return listTranslations(deps.db, request.query);
    });

    r.put('/admin/translations/:id', {

      config: { audience: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Save the translation of a catalogue text',
        security: [{ bearer: [] }, { cookie: [] }],
        params: z.object({ id: idInput('Unknown translation') }),
        body: updateTranslationRequestSchema,
        response: { 200: updateTranslationResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    }, async (request) => {
      const admin = requireAdmin(request);
      const translation = await saveTranslation(deps.db, request.params.id, request.body.text, admin.id, deps.clock.now());
      if (!translation) throw notFound('This text is not in the translation catalogue.');
      return { message: 'Translation saved.', translation };
    });
  };
}
