import { z } from 'zod';
import {
  adminTranslationsQuerySchema,
  adminTranslationsResponseSchema,
  contentSlugSchema,
  languageCodeSchema,
  updateTranslationResponseSchema,
} from './content.js';
import { idInput, safeText } from './input.js';
import { defineRoute } from './route.js';

// The staff calls of the content capability (issue 16 item 5): CMS pages (home blocks included:
// the home page reads its hero and blocks as pages), the preview of sanitised HTML, blog posts and
// press releases, testimonials, the navigation menus and the translation queue. Texts travel per
// language code ({ en: {...}, fr: {...} }); the default language's texts are required, another
// language left empty is removed, so the shop falls back to the default there.

export const contentAdminMessages = {
  pageCreated: 'Page created.',
  pageSaved: 'Page saved.',
  pageNotFound: 'Page not found',
  articleCreated: 'Article created.',
  articleSaved: 'Article saved.',
  articleNotFound: 'Article not found',
  testimonialCreated: 'Testimonial created.',
  testimonialSaved: 'Testimonial saved.',
  testimonialNotFound: 'Testimonial not found',
  menuSaved: 'Menu saved.',
  unknownMenuItem: 'This menu item does not exist in this menu',
  duplicateTarget: 'This menu already links to this target',
  translationSaved: 'Translation saved.',
  translationNotFound: 'This text is not in the translation catalogue.',
  slugTaken: 'This slug is already used',
  unknownLanguage: 'Unknown language',
  nameRequired: 'Name is required',
  titleRequired: 'Title is required',
  quoteRequired: 'Quote is required',
  labelRequired: 'Label is required',
  translationRequired: 'Enter the translation.',
  defaultTextsRequired: 'The texts of the default language are required',
  imageUrl: 'Image URL must be https:// or a path of the shop (/media/...)',
  target: "A target is a page slug ('faq') or a path of the shop starting with '/'",
  date: 'Give a date as YYYY-MM-DD',
  tooLong: (max: number) => `At most ${max.toLocaleString('en-US')} characters`,
} as const;

const m = contentAdminMessages;

/** Longest rich content (HTML) of one language. */
export const MAX_CONTENT_HTML = 200_000;

/** A plain text of at most `max` characters, trimmed, free of control and direction-override characters. */
const plain = (max: number) => safeText(z.string().trim().max(max, m.tooLong(max)));
const html = () => safeText(z.string().max(MAX_CONTENT_HTML, m.tooLong(MAX_CONTENT_HTML)));

/** An image address: https://... or one of the shop's own paths (/media/...); empty or null for none. */
export const contentImageUrlInput = safeText(
  z
    .string({ error: m.imageUrl })
    .trim()
    .max(2000, m.imageUrl)
    .refine((v) => {
      if (v === '') return true;
      if (v.startsWith('/') && !v.startsWith('//')) return /^\/[\w\-./%]+$/.test(v);
      return /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*(?::\d{1,5})?(?:[/?#][^\s"'<>\\`]*)?$/.test(v);
    }, m.imageUrl),
).nullable();

/** Texts per language code; at most a handful of languages. */
const perLanguage = <T extends z.ZodType>(texts: T) =>
  z.record(languageCodeSchema, texts).refine((value) => Object.keys(value).length <= 20, m.unknownLanguage);

export const contentIdParamsSchema = z.object({ id: idInput(m.pageNotFound) });

// CMS pages

export const pageTextsSchema = z.object({
  name: plain(200),
  subheading: plain(500).default(''),
  /** HTML from the editor; sanitised with the content allow-list before it is stored. */
  content: html().default(''),
  meta_title: plain(200).default(''),
  meta_description: plain(500).default(''),
});
export type PageTexts = z.infer<typeof pageTextsSchema>;

/** POST admin/content/pages, PUT admin/content/pages/{id}. */
export const pageBodySchema = z.object({
  slug: contentSlugSchema,
  banner_url: contentImageUrlInput.default(null),
  is_published: z.boolean().default(true),
  /** Listed among the footer's legal links. */
  is_legal: z.boolean().default(false),
  translations: perLanguage(pageTextsSchema),
});
export type PageBody = z.input<typeof pageBodySchema>;

const storedPageTextsSchema = z.object({
  name: z.string(),
  subheading: z.string(),
  content: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
});

export const adminPageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  banner_url: z.string().nullable(),
  is_published: z.boolean(),
  is_legal: z.boolean(),
  /** ISO 8601. */
  updated_at: z.string(),
  translations: z.record(z.string(), storedPageTextsSchema),
});
export type AdminPage = z.infer<typeof adminPageSchema>;

export const adminPageRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** In the default language. */
  name: z.string(),
  is_published: z.boolean(),
  is_legal: z.boolean(),
  updated_at: z.string(),
  /** The languages the page has texts in. */
  languages: z.array(z.string()),
});
export type AdminPageRow = z.infer<typeof adminPageRowSchema>;

export const adminPageListSchema = z.object({ pages: z.array(adminPageRowSchema) });
export const adminPageAnswerSchema = z.object({ page: adminPageSchema });
export const pageSavedSchema = z.object({ message: z.string(), page: adminPageSchema });

/** POST admin/content/preview: HTML as the shop will store and serve it (the content allow-list). */
export const previewBodySchema = z.object({ html: html() });
export const previewAnswerSchema = z.object({ html: z.string() });

// Blog posts and press releases

/** The two kinds of dated article the shop publishes. */
export const articleKindSchema = z.enum(['blog', 'press']);
export type ArticleKind = z.infer<typeof articleKindSchema>;

export const articleTextsSchema = z.object({
  title: plain(300),
  /** The plain-text teaser of the lists. */
  preview: plain(1000).default(''),
  /** HTML from the editor; sanitised with the content allow-list before it is stored. */
  content: html().default(''),
});
export type ArticleTexts = z.infer<typeof articleTextsSchema>;

/** A calendar date, YYYY-MM-DD, that exists. */
const dateInput = z
  .string({ error: m.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.date)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, m.date);

/** POST admin/content/articles/{kind}, PUT admin/content/articles/{kind}/{id}. */
export const articleBodySchema = z.object({
  slug: contentSlugSchema,
  /** The shop lists it from this day on (a later day schedules it). */
  published_on: dateInput,
  image_url: contentImageUrlInput.default(null),
  is_published: z.boolean().default(true),
  translations: perLanguage(articleTextsSchema),
});
export type ArticleBody = z.input<typeof articleBodySchema>;

export const adminArticleSchema = z.object({
  id: z.number().int(),
  kind: articleKindSchema,
  slug: z.string(),
  published_on: z.string(),
  image_url: z.string().nullable(),
  is_published: z.boolean(),
  translations: z.record(z.string(), z.object({ title: z.string(), preview: z.string(), content: z.string() })),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

export const adminArticleRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** In the default language. */
  title: z.string(),
  published_on: z.string(),
  is_published: z.boolean(),
  languages: z.array(z.string()),
});
export type AdminArticleRow = z.infer<typeof adminArticleRowSchema>;

export const articleKindParamsSchema = z.object({ kind: articleKindSchema });
export const articleParamsSchema = z.object({ kind: articleKindSchema, id: idInput(m.articleNotFound) });
export const adminArticleListSchema = z.object({ articles: z.array(adminArticleRowSchema) });
export const adminArticleAnswerSchema = z.object({ article: adminArticleSchema });
export const articleSavedSchema = z.object({ message: z.string(), article: adminArticleSchema });

// The translation queue: texts translateany could not translate yet

/** The longest translation staff may write (a source text has at most 5,000 characters). */
export const MAX_TRANSLATION = 10_000;
export const translationParamsSchema = z.object({ id: idInput(m.translationNotFound) });
/** PUT admin/translations/{id}: the translation of one catalogue text. */
export const saveTranslationBodySchema = z.object({
  text: safeText(z.string({ error: m.translationRequired }).trim().min(1, m.translationRequired).max(MAX_TRANSLATION, m.tooLong(MAX_TRANSLATION))),
});

// Navigation menus

/** A menu target: a CMS page slug ('faq') or a path of the shop ('/blogs'); never another site. */
const menuTarget = safeText(
  z
    .string({ error: m.target })
    .trim()
    .min(1, m.target)
    .max(200, m.target)
    .refine((v) => /^[a-z0-9-]+$/.test(v) || /^\/(?!\/)[A-Za-z0-9\-._~/]*$/.test(v), m.target),
);

export const menuItemBodySchema = z.object({
  /** A kept item's id; none for a new item. */
  id: idInput(m.unknownMenuItem).optional(),
  slug: menuTarget,
  is_active: z.boolean().default(true),
  /** The label per language; the default language's is required. */
  names: z.record(languageCodeSchema, plain(100)).refine((v) => Object.keys(v).length <= 20, m.unknownLanguage),
});
/** PUT admin/content/menus/{menu}: the whole menu in its new order; items left out are removed. */
export const menuBodySchema = z.object({ items: z.array(menuItemBodySchema).max(30, 'A menu holds at most 30 items') });
export type MenuBody = z.input<typeof menuBodySchema>;

export const adminMenuItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  position: z.number().int(),
  is_active: z.boolean(),
  names: z.record(z.string(), z.string()),
});
export type AdminMenuItem = z.infer<typeof adminMenuItemSchema>;
export const menuParamsSchema = z.object({ menu: z.enum(['header', 'footer']) });
export const adminMenusSchema = z.object({ header: z.array(adminMenuItemSchema), footer: z.array(adminMenuItemSchema) });
export const menuSavedSchema = z.object({ message: z.string(), items: z.array(adminMenuItemSchema) });

// The routes

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
