import { z } from 'zod';
import { contentSlugSchema } from './content.js';
import { contentPlainText as plain, contentHtml as html, contentImageUrlInput, contentPerLanguage as perLanguage } from './content-admin.js';

// CMS pages (the home page reads its hero and blocks as pages) and the preview of sanitised HTML.

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
