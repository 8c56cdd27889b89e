import type { FastifyInstance } from 'fastify';
import { contentRoutes as calls } from '@upline/contract/content-routes';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { resolveLanguage } from '../../http/language.js';
import { registerRoute } from '../../http/route.js';
import { aboutRoutes } from './about-routes.js';
import { articleRoutes } from './article-routes.js';
import { getNavigation } from './get-navigation.js';
import { getPage } from './get-page.js';
import { listActiveLanguages } from './language-queries.js';
import { newsletterRoutes } from './newsletter-routes.js';
import { translationRoutes } from './translation-routes.js';

/** Languages, navigation menus and CMS pages (storefront §7), then the rest of the content capability. */
export function contentRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, calls.languages, async () => {
      const langs = await listActiveLanguages(deps.db);
      return { languages: langs.map((l) => ({ code: l.code, name: l.name, is_default: l.isDefault ? 1 : 0 })) };
    });

    registerRoute(app, calls.navigations, async (request) => {
      const active = await listActiveLanguages(deps.db);
      const lang = resolveLanguage(request.params.lang, active);
      const defaultLang = resolveLanguage(undefined, active);
      return { navigations: await getNavigation(deps.db, request.params.menu, lang, defaultLang) };
    });

    registerRoute(app, calls.page, async (request) => {
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
  };
}
