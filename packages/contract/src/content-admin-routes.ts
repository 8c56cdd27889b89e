import { adminTranslationsQuerySchema, adminTranslationsResponseSchema, updateTranslationResponseSchema } from './content.js';
import { contentIdParamsSchema } from './content-admin.js';
import { pageBodySchema, adminPageListSchema, adminPageAnswerSchema, pageSavedSchema, previewBodySchema, previewAnswerSchema } from './content-admin-pages.js';
import { articleBodySchema, articleKindParamsSchema, articleParamsSchema, adminArticleListSchema, adminArticleAnswerSchema, articleSavedSchema } from './content-admin-articles.js';
import { translationParamsSchema, saveTranslationBodySchema } from './content-admin-translations.js';
import { menuBodySchema, menuParamsSchema, adminMenusSchema, menuSavedSchema } from './content-admin-menus.js';
import { defineRoute } from './route.js';

// The staff calls of the content capability (decision 0020): pages, the preview, articles, the
// translation queue and the menus.

const staffCall = { audience: 'admin', tags: ['admin', 'content'] } as const;

export const contentAdminRoutes = {
  pages: defineRoute({
    ...staffCall,
    method: 'GET',
    path: '/admin/content/pages',
    summary: 'Every CMS page (home blocks included), by slug, with the languages it has texts in',
    response: adminPageListSchema,
    errors: [401, 403],
  }),
  page: defineRoute({
    ...staffCall,
    method: 'GET',
    path: '/admin/content/pages/:id',
    summary: "A CMS page with each language's texts as stored",
    params: contentIdParamsSchema,
    response: adminPageAnswerSchema,
    errors: [400, 401, 403, 404],
  }),
  createPage: defineRoute({
    ...staffCall,
    method: 'POST',
    path: '/admin/content/pages',
    summary: 'Add a CMS page; its HTML is sanitised before it is stored; audited',
    body: pageBodySchema,
    response: pageSavedSchema,
    status: 201,
    errors: [400, 401, 403, 409, 413],
  }),
  updatePage: defineRoute({
    ...staffCall,
    method: 'PUT',
    path: '/admin/content/pages/:id',
    summary: 'Change a CMS page; the shop serves the change at once; audited with before and after',
    params: contentIdParamsSchema,
    body: pageBodySchema,
    response: pageSavedSchema,
    errors: [400, 401, 403, 404, 409, 413],
  }),
  preview: defineRoute({
    ...staffCall,
    method: 'POST',
    path: '/admin/content/preview',
    summary: 'Rich content as the shop would store and show it (sanitised with the content allow-list); stores nothing',
    body: previewBodySchema,
    response: previewAnswerSchema,
    errors: [400, 401, 403, 413],
  }),
  articles: defineRoute({
    ...staffCall,
    method: 'GET',
    path: '/admin/content/articles/:kind',
    summary: 'Every blog post or press release, newest first, drafts and scheduled ones included',
    params: articleKindParamsSchema,
    response: adminArticleListSchema,
    errors: [400, 401, 403],
  }),
  article: defineRoute({
    ...staffCall,
    method: 'GET',
    path: '/admin/content/articles/:kind/:id',
    summary: "A blog post or press release with each language's texts as stored",
    params: articleParamsSchema,
    response: adminArticleAnswerSchema,
    errors: [400, 401, 403, 404],
  }),
  createArticle: defineRoute({
    ...staffCall,
    method: 'POST',
    path: '/admin/content/articles/:kind',
    summary: 'Add a blog post or press release with its publication date; HTML sanitised; audited',
    params: articleKindParamsSchema,
    body: articleBodySchema,
    response: articleSavedSchema,
    status: 201,
    errors: [400, 401, 403, 409, 413],
  }),
  updateArticle: defineRoute({
    ...staffCall,
    method: 'PUT',
    path: '/admin/content/articles/:kind/:id',
    summary: 'Change a blog post or press release; the shop serves the change at once; audited with before and after',
    params: articleParamsSchema,
    body: articleBodySchema,
    response: articleSavedSchema,
    errors: [400, 401, 403, 404, 409, 413],
  }),
  translations: defineRoute({
    ...staffCall,
    method: 'GET',
    path: '/admin/translations',
    summary: 'The translation catalogue: texts visitors asked for, pending ones first by demand, 50 a page',
    query: adminTranslationsQuerySchema,
    response: adminTranslationsResponseSchema,
    errors: [400, 401, 403],
  }),
  saveTranslation: defineRoute({
    ...staffCall,
    method: 'PUT',
    path: '/admin/translations/:id',
    summary: 'Save the translation of a catalogue text; translateany serves it from then on; audited with before and after',
    params: translationParamsSchema,
    body: saveTranslationBodySchema,
    response: updateTranslationResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  menus: defineRoute({
    ...staffCall,
    method: 'GET',
    path: '/admin/content/menus',
    summary: 'The header and footer menus as stored: each item with its target, order, state and label per language',
    response: adminMenusSchema,
    errors: [401, 403],
  }),
  saveMenu: defineRoute({
    ...staffCall,
    method: 'PUT',
    path: '/admin/content/menus/:menu',
    summary: 'Replace a menu: its items in the order given, labels per language; items left out are removed; audited with before and after',
    params: menuParamsSchema,
    body: menuBodySchema,
    response: menuSavedSchema,
    errors: [400, 401, 403],
  }),
};
