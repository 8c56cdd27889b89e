import type { FastifyInstance } from 'fastify';
import { errorCodes } from '@upline/contract/errors';
import { contentAdminMessages as m } from '@upline/contract/content-admin';
import { contentAdminRoutes as calls } from '@upline/contract/content-admin-routes';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../http/errors.js';
import { registerRoute } from '../../http/route.js';
import { requireAdmin } from '../../http/session.js';
import { listAdminArticles, readAdminArticle, saveArticle } from './admin-articles.js';
import { readMenu, saveMenu } from './admin-menus.js';
import { listAdminPages, readAdminPage, savePage, type SaveResult } from './admin-pages.js';
import { sanitizeContentHtml } from './sanitize-html.js';
import { listTranslations, saveTranslation } from './translation-catalogue.js';

/** A refused save as the error body: 404, 409 (slug taken) or 400 with the field that is wrong. */
export function refused(result: Extract<SaveResult<unknown>, { ok: false }>): AppError {
  if (result.status === 404) return notFound(result.message);
  const code = result.status === 409 ? errorCodes.conflict : errorCodes.validation;
  return new AppError(result.status, code, result.message, result.field ? { [result.field]: result.message } : undefined);
}

/** Staff: the content section of the admin (issue 16 item 5). Every call is for the admin role only. */
export function contentAdminRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, calls.pages, async () => ({ pages: await listAdminPages(deps.db) }));

    registerRoute(app, calls.page, async (request) => {
      const page = await readAdminPage(deps.db, request.params.id);
      if (!page) throw notFound(m.pageNotFound);
      return { page };
    });

    registerRoute(app, calls.createPage, async (request) => {
      const admin = requireAdmin(request);
      const result = await savePage(deps, { staffId: admin.id, body: request.body });
      if (!result.ok) throw refused(result);
      return { message: m.pageCreated, page: result.value };
    });

    registerRoute(app, calls.updatePage, async (request) => {
      const admin = requireAdmin(request);
      const result = await savePage(deps, { staffId: admin.id, id: request.params.id, body: request.body });
      if (!result.ok) throw refused(result);
      return { message: m.pageSaved, page: result.value };
    });

    registerRoute(app, calls.preview, async (request) => ({ html: sanitizeContentHtml(request.body.html) }));

    registerRoute(app, calls.articles, async (request) => ({ articles: await listAdminArticles(deps.db, request.params.kind) }));

    registerRoute(app, calls.article, async (request) => {
      const article = await readAdminArticle(deps.db, request.params.kind, request.params.id);
      if (!article) throw notFound(m.articleNotFound);
      return { article };
    });

    registerRoute(app, calls.createArticle, async (request) => {
      const admin = requireAdmin(request);
      const result = await saveArticle(deps, { staffId: admin.id, kind: request.params.kind, body: request.body });
      if (!result.ok) throw refused(result);
      return { message: m.articleCreated, article: result.value };
    });

    registerRoute(app, calls.updateArticle, async (request) => {
      const admin = requireAdmin(request);
      const result = await saveArticle(deps, { staffId: admin.id, kind: request.params.kind, id: request.params.id, body: request.body });
      if (!result.ok) throw refused(result);
      return { message: m.articleSaved, article: result.value };
    });

    registerRoute(app, calls.menus, async () => ({ header: await readMenu(deps.db, 'header'), footer: await readMenu(deps.db, 'footer') }));

    registerRoute(app, calls.saveMenu, async (request) => {
      const admin = requireAdmin(request);
      const result = await saveMenu(deps, { staffId: admin.id, menu: request.params.menu, items: request.body.items });
      if (!result.ok) throw new AppError(400, errorCodes.validation, result.message, { [result.field]: result.message });
      return { message: m.menuSaved, items: result.items };
    });

    registerRoute(app, calls.translations, async (request) => listTranslations(deps.db, request.query));

    registerRoute(app, calls.saveTranslation, async (request) => {
      const admin = requireAdmin(request);
      const translation = await saveTranslation(deps.db, request.params.id, request.body.text, admin.id, deps.clock.now());
      if (!translation) throw notFound(m.translationNotFound);
      return { message: m.translationSaved, translation };
    });
  };
}
