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
