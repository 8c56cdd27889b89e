// Content: languages, the translation catalogue, navigation, CMS pages, articles, testimonials,
// the static team list and newsletter sign-ups. Localised text sits in *_translations tables
// keyed by (row, lang).
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz, updatedAt } from './columns.js';

export const languages = pgTable('languages', {
  /** ISO 639-1 code: en, fr. */
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/**
 * Translations of free UI text requested through translateany. A null text means pending:
 * requested but not yet translated (the English source is served meanwhile).
 */
export const translations = pgTable(
  'translations',
  {
    id: idColumn(),
    /** SHA-256 hex of source_text: the lookup key (source texts can be long). */
    sourceHash: text('source_hash').notNull(),
    sourceText: text('source_text').notNull(),
    lang: text('lang')
      .notNull()
      .references(() => languages.code),
    text: text('text'),
    firstRequestedAt: timestamptz('first_requested_at').notNull().defaultNow(),
    requestCount: integer('request_count').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('translations_lang_source_key').on(t.lang, t.sourceHash),
    index('translations_pending_idx').on(t.lang, t.firstRequestedAt).where(sql`${t.text} is null`),
  ],
);

export const navigationItems = pgTable(
  'navigation_items',
  {
    id: idColumn(),
    menu: text('menu', { enum: ['header', 'footer'] }).notNull(),
    position: integer('position').notNull(),
    /** Page slug or path the item links to. */
    slug: text('slug').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('navigation_items_menu_slug_key').on(t.menu, t.slug), index('navigation_items_menu_position_idx').on(t.menu, t.position)],
);

export const navigationItemTranslations = pgTable(
  'navigation_item_translations',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => navigationItems.id, { onDelete: 'cascade' }),
    lang: text('lang')
      .notNull()
      .references(() => languages.code),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.lang] })],
);

export const cmsPages = pgTable('cms_pages', {
  id: idColumn(),
  slug: text('slug').notNull().unique(),
  bannerUrl: text('banner_url'),
  /** Listed among the footer's legal links. */
  isLegal: boolean('is_legal').notNull().default(false),
  isPublished: boolean('is_published').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cmsPageTranslations = pgTable(
  'cms_page_translations',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => cmsPages.id, { onDelete: 'cascade' }),
    lang: text('lang')
      .notNull()
      .references(() => languages.code),
    name: text('name').notNull(),
    subheading: text('subheading').notNull().default(''),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.lang] })],
);

export const pressReleases = pgTable(
  'press_releases',
  {
    id: idColumn(),
    slug: text('slug').notNull().unique(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    imageUrl: text('image_url'),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('press_releases_published_on_idx').on(t.publishedOn)],
);

export const pressReleaseTranslations = pgTable(
  'press_release_translations',
  {
    pressReleaseId: integer('press_release_id')
      .notNull()
      .references(() => pressReleases.id, { onDelete: 'cascade' }),
    lang: text('lang')
      .notNull()
      .references(() => languages.code),
    title: text('title').notNull(),
    preview: text('preview').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pressReleaseId, t.lang] })],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: idColumn(),
    slug: text('slug').notNull().unique(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    imageUrl: text('image_url'),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('blog_posts_published_on_idx').on(t.publishedOn)],
);

export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    blogPostId: integer('blog_post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    lang: text('lang')
      .notNull()
      .references(() => languages.code),
    title: text('title').notNull(),
    preview: text('preview').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.blogPostId, t.lang] })],
);

export const testimonials = pgTable('testimonials', {
  id: idColumn(),
  name: text('name').notNull(),
  imageUrl: text('image_url'),
  position: integer('position').notNull().default(0),
  isPublished: boolean('is_published').notNull().default(true),
});

export const testimonialTranslations = pgTable(
  'testimonial_translations',
  {
    testimonialId: integer('testimonial_id')
      .notNull()
      .references(() => testimonials.id, { onDelete: 'cascade' }),
    lang: text('lang')
      .notNull()
      .references(() => languages.code),
    title: text('title').notNull(),
    quote: text('quote').notNull(),
  },
  (t) => [primaryKey({ columns: [t.testimonialId, t.lang] })],
);

/** The company's staff shown on the static team page (not the member sponsor tree). */
export const teamMembers = pgTable('team_members', {
  id: idColumn(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  imageUrl: text('image_url'),
  position: integer('position').notNull().default(0),
});

export const teamMemberTranslations = pgTable(
  'team_member_translations',
  {
    teamMemberId: integer('team_member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    lang: text('lang')
      .notNull()
      .references(() => languages.code),
    /** Job title. */
    title: text('title').notNull(),
    bio: text('bio').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamMemberId, t.lang] })],
);

/** Newsletter sign-ups with the consent text shown at the time. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: idColumn(),
    email: text('email').notNull(),
    language: text('language').notNull().default('en'),
    consentText: text('consent_text').notNull(),
    consentedAt: timestamptz('consented_at').notNull().defaultNow(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
    unsubscribedAt: timestamptz('unsubscribed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_lower_key').on(sql`lower(${t.email})`)],
);
