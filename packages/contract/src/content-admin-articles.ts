import { z } from 'zod';
import { contentSlugSchema } from './content.js';
import { contentAdminMessages as m, contentPlainText as plain, contentHtml as html, contentImageUrlInput, contentPerLanguage as perLanguage } from './content-admin.js';
import { idInput } from './input.js';

// Blog posts and press releases.

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
