import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  languagesResponseSchema,
  navigationMenuSchema,
  navigationsResponseSchema,
  pageResponseSchema,
} from '@upline/contract/content';
import { errorBodySchema } from '@upline/contract/errors';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { resolveLanguage } from '../../http/language.js';
import { aboutRoutes } from './about-routes.js';
import { contentAdminRoutes } from './admin-routes.js';
import { articleRoutes } from './article-routes.js';
import { getNavigation } from './get-navigation.js';
import { getPage } from './get-page.js';
import { listActiveLanguages } from './language-queries.js';
import { newsletterRoutes } from './newsletter-routes.js';
import { translationRoutes } from './translation-routes.js';

const langParam = z.string().max(10).optional();
const slugParam = z.string().min(1).max(120).regex(/^[a-z0-9-]+$/, 'A page slug has lower-case letters, digits and hyphens');

/** Languages, navigation menus and CMS pages (storefront §7), then the rest of the content capability. */
export function contentRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/languages', {
      schema: { tags: ['content'], summary: 'Languages the shop offers', response: { 200: languagesResponseSchema } },
    }, async () => {
      const langs = await listActiveLanguages(deps.db);
      return { languages: langs.map((l) => ({ code: l.code, name: l.name, is_default: l.isDefault ? 1 : 0 })) };
    });

    r.get('/navigations/:menu/:lang?', {
      schema: {
        tags: ['content'],
        summary: 'Header or footer navigation in a language',
        params: z.object({ menu: navigationMenuSchema, lang: langParam }),
        response: { 200: navigationsResponseSchema, 400: errorBodySchema },
      },
    }, async (request) => {
      const active = await listActiveLanguages(deps.db);
      const lang = resolveLanguage(request.params.lang, active);
      const defaultLang = resolveLanguage(undefined, active);
      return { navigations: await getNavigation(deps.db, request.params.menu, lang, defaultLang) };
    });

    r.get('/page/:slug/:lang?', {
      schema: {
        tags: ['content'],
        summary: 'A content page (FAQ, legal pages, home blocks, footer address...)',
        params: z.object({ slug: slugParam, lang: langParam }),
        response: { 200: pageResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    }, async (request) => {
      const active = await listActiveLanguages(deps.db);
      const lang = resolveLanguage(request.params.lang, active);
      const page = await getPage(deps.db, request.params.slug, lang, resolveLanguage(undefined, active));
      if (!page) throw notFound(`No page '${request.params.slug}'`);
      return { page_details: [page] };
    });

    await app.register(articleRoutes(deps));
    await app.register(aboutRoutes(deps));
    await app.register(translationRoutes(deps));
    await app.register(newsletterRoutes(deps));
    await app.register(contentAdminRoutes(deps));
  };
}
