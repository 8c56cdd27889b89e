import { z } from 'zod';
import { languageCodeSchema } from './content.js';
import { idInput, safeText } from './input.js';

// What the staff calls of the content capability share (issue 16 item 5): the messages, the text,
// HTML and image inputs, texts per language and the path id. Texts travel per language code
// ({ en: {...}, fr: {...} }); the default language's texts are required, another language left
// empty is removed, so the shop falls back to the default there. Pages (home blocks included) and
// the preview are in content-admin-pages.ts, blog posts and press releases in
// content-admin-articles.ts, the menus in content-admin-menus.ts, the translation queue in
// content-admin-translations.ts and the calls in content-admin-routes.ts.

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
export const contentPlainText = (max: number) => safeText(z.string().trim().max(max, m.tooLong(max)));
/** Rich content (HTML) of one language; the server sanitises it. */
export const contentHtml = () => safeText(z.string().max(MAX_CONTENT_HTML, m.tooLong(MAX_CONTENT_HTML)));

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
export const contentPerLanguage = <T extends z.ZodType>(texts: T) =>
  z.record(languageCodeSchema, texts).refine((value) => Object.keys(value).length <= 20, m.unknownLanguage);

export const contentIdParamsSchema = z.object({ id: idInput(m.pageNotFound) });
