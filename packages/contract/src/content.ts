import { z } from 'zod';

/** Language codes are lower-case ISO 639-1 ('en', 'fr'). */
export const languageCodeSchema = z.string().regex(/^[a-z]{2}$/, 'Language must be a two-letter code');

export const languageSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** 1 for the shop's default language, else 0 (the spec's is_default). */
  is_default: z.number().int().min(0).max(1),
});
/** GET languages */
export const languagesResponseSchema = z.object({ languages: z.array(languageSchema) });
export type Language = z.infer<typeof languageSchema>;

export const navigationMenuSchema = z.enum(['header', 'footer']);
export type NavigationMenu = z.infer<typeof navigationMenuSchema>;
export const navigationItemSchema = z.object({
  name: z.string(),
  /** A CMS page slug (the web links it as /pages/{slug}) or an absolute in-shop path starting with '/'. */
  slug: z.string(),
});
/** GET navigations/{header|footer}[/{lang}] */
export const navigationsResponseSchema = z.object({ navigations: z.array(navigationItemSchema) });
export type NavigationItem = z.infer<typeof navigationItemSchema>;

export const pageDetailSchema = z.object({
  slug: z.string(),
  name: z.string(),
  page_subheading: z.string(),
  /** Sanitised HTML (allow-list), safe to render. */
  page_content: z.string(),
  page_banner_url: z.string().nullable(),
  meta_title: z.string(),
  meta_description: z.string(),
});
/** GET page/{slug}[/{lang}]: a one-element list, as the spec's client reads the first. */
export const pageResponseSchema = z.object({ page_details: z.array(pageDetailSchema) });
export type PageDetail = z.infer<typeof pageDetailSchema>;

/** Slugs of pages and articles: lower-case letters, digits and hyphens. */
export const contentSlugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9-]+$/, 'A slug has lower-case letters, digits and hyphens');

export const articleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** The publication date written out in the requested language: 'March 4, 2026', '4 mars 2026'. */
  formatted_date: z.string(),
  /** Plain-text teaser. */
  content_preview: z.string(),
  image_url: z.string().nullable(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export const articleDetailSchema = articleSummarySchema.extend({
  /** Sanitised HTML (allow-list), safe to render. */
  content: z.string(),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

/** GET press-releases-list[/{lang}]: published press releases, newest first. */
export const pressReleasesListResponseSchema = z.object({ press_release_contents: z.array(articleSummarySchema) });
/** GET press-releases-details/{slug}[/{lang}]: a one-element list, as the spec's client reads the first. */
export const pressReleaseDetailsResponseSchema = z.object({ press_release_contents: z.array(articleDetailSchema) });
/** GET blog-list[/{lang}]: published blog posts, newest first. */
export const blogListResponseSchema = z.object({ blog_list: z.array(articleSummarySchema) });
/** GET blog-details/{slug}[/{lang}]: a one-element list. */
export const blogDetailsResponseSchema = z.object({ blog_content: z.array(articleDetailSchema) });

export const teamMemberSchema = z.object({
  name: z.string(),
  /** Job title in the requested language. */
  position: z.string(),
  /** Photo address, or null. */
  image: z.string().nullable(),
  /** Plain text. */
  bio: z.string(),
  email: z.string(),
});
/** GET team-members[/{lang}] (extension): the company's staff on the static team page. */
export const teamMembersResponseSchema = z.object({ team_members: z.array(teamMemberSchema) });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const testimonialSchema = z.object({
  name: z.string(),
  /** Who the person is ('Olympic rower'), in the requested language. */
  title: z.string(),
  quote: z.string(),
  image_url: z.string().nullable(),
});
/** GET testimonials[/{lang}] (extension): the expert (athlete) testimonials. */
export const testimonialsResponseSchema = z.object({ testimonials: z.array(testimonialSchema) });
export type Testimonial = z.infer<typeof testimonialSchema>;

/** Most texts one translateany call may carry, and the longest text. */
export const translateLimits = { maxTexts: 200, maxTextLength: 5000, maxKeyLength: 200 } as const;

/** POST translateany: English texts by key, and the language as '/fr' (the spec's path-style value) or 'fr'. */
export const translateRequestSchema = z.object({
  texts: z
    .record(
      z.string().max(translateLimits.maxKeyLength, `A key has at most ${translateLimits.maxKeyLength} characters.`),
      z.string().max(translateLimits.maxTextLength, 'A text has at most 5,000 characters.'),
    )
    .refine((texts) => Object.keys(texts).length <= translateLimits.maxTexts, {
      message: `At most ${translateLimits.maxTexts} texts per request.`,
    }),
  language: z.string().min(1, 'Language is required').max(12),
});
export type TranslateRequest = z.infer<typeof translateRequestSchema>;
/** The same keys; a text without a translation yet comes back in English. */
export const translateResponseSchema = z.object({ translated: z.record(z.string(), z.string()) });

export const translationStatusSchema = z.enum(['pending', 'translated', 'all']);
/** GET admin/translations?status=pending&lang=fr&page=1 (extension, staff). */
export const adminTranslationsQuerySchema = z.object({
  status: translationStatusSchema.default('pending'),
  lang: languageCodeSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const translationEntrySchema = z.object({
  id: z.number().int(),
  lang: z.string(),
  source_text: z.string(),
  /** Null while pending. */
  text: z.string().nullable(),
  request_count: z.number().int(),
  /** ISO 8601. */
  first_requested_at: z.string(),
});
export type TranslationEntry = z.infer<typeof translationEntrySchema>;
export const adminTranslationsResponseSchema = z.object({
  translations: z.array(translationEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
/** PUT admin/translations/{id} (extension, staff; the body is in content-admin.ts). */
export const updateTranslationResponseSchema = z.object({ message: z.string(), translation: translationEntrySchema });

/** POST newsletter: the footer box. Consent must be given, and its exact wording is kept as evidence. */
export const newsletterSignupRequestSchema = z.object({
  email: z
    .string({ error: 'Email address is required' })
    .trim()
    .min(1, 'Email address is required')
    .max(254, 'Please enter a valid email address.')
    .pipe(z.email('Please enter a valid email address.')),
  consent: z.literal(true, { error: 'Please accept to receive e-mails from us.' }),
  consent_text: z.string({ error: 'The consent text is required.' }).trim().min(1, 'The consent text is required.').max(2000),
  /** The language of later newsletters; default: the shop's default language. */
  language: languageCodeSchema.optional(),
});
export type NewsletterSignupRequest = z.infer<typeof newsletterSignupRequestSchema>;
/** The web page an unsubscribe link opens; the token follows in the fragment ('#token=...'). */
export const newsletterUnsubscribePath = '/newsletter/unsubscribe';
/** POST newsletter/unsubscribe: the token from the link in every newsletter. */
export const newsletterUnsubscribeRequestSchema = z.object({
  token: z.string().min(20).max(200),
});
