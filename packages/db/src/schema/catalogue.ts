// Catalogue: products with their localised texts, price lists, quantity tiers, story sections,
// media, categories, reviews and wishlists. Product ids are stable (the seed gives them).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, updatedAt } from './columns.js';
import { users } from './accounts.js';
import { languages } from './content.js';
import { currencies } from '@upline/domain/money';

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    slug: text('slug').notNull().unique(),
    /** Shown in the shop listing. */
    displayShop: boolean('display_shop').notNull().default(true),
    /** Shown on the reviews page. */
    displayReview: boolean('display_review').notNull().default(true),
    isAutoshipAvailable: boolean('is_autoship_available').notNull().default(false),
    isHolisticPackage: boolean('is_holistic_package').notNull().default(false),
    isBestSeller: boolean('is_best_seller').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    weightGrams: integer('weight_grams').notNull().default(0),
    /** Average rating 0..5 with one decimal. */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    thumbnailUrl: text('thumbnail_url'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('products_display_shop_idx').on(t.displayShop, t.position)],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lang: text('lang')
      .notNull()
      .references(() => languages.code),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    descriptionTagline: text('description_tagline').notNull().default(''),
    /** HTML per tab; null when the product has no such tab. */
    overview: text('overview'),
    instructions: text('instructions'),
    faq: text('faq'),
    documentation: text('documentation'),
    ecommerce: text('ecommerce'),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.productId, t.lang] })],
);

/** One price list row per product, currency and member type (guests use 'customer'). */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    currency: text('currency', { enum: currencies }).notNull(),
    memberType: text('member_type', { enum: ['customer', 'ambassador', 'scholar'] }).notNull(),
    saleMinor: money('sale_minor').notNull(),
    suggestedRetailMinor: money('suggested_retail_minor').notNull(),
    autoshipMinor: money('autoship_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.currency, t.memberType] })],
);

/** Quantity tiers: up to three per audience ('member' for ambassadors and scholars, 'customer' otherwise). */
export const productTiers = pgTable(
  'product_tiers',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    audience: text('audience', { enum: ['member', 'customer'] }).notNull(),
    position: integer('position').notNull(),
    /** As the spec writes it: '2-5', '6+'. */
    rangeText: text('range_text').notNull(),
    minQuantity: integer('min_quantity').notNull(),
    /** Null for an open range ('6+'). */
    maxQuantity: integer('max_quantity'),
    discountBps: integer('discount_bps').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.audience, t.position] }), check('product_tiers_position_check', sql`${t.position} between 1 and 3`)],
);

/** Landing-page story sections of a product; data holds the localised text and media urls. */
export const productStorySections = pgTable(
  'product_story_sections',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['story', 'beforeAfter', 'videos'] }).notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

export const productMedia = pgTable(
  'product_media',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    kind: text('kind', { enum: ['image', 'video'] }).notNull().default('image'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

export const categories = pgTable('categories', {
  id: idColumn(),
  slug: text('slug').notNull().unique(),
  imageUrl: text('image_url'),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    lang: text('lang')
      .notNull()
      .references(() => languages.code),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.lang] })],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_category_idx').on(t.categoryId, t.position)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Whole stars 1..5. */
    rating: integer('rating').notNull(),
    isTestimonial: boolean('is_testimonial').notNull().default(false),
    /** Which audience the review is shown to (reviewlist/{userType}). */
    memberType: text('member_type', { enum: ['customer', 'ambassador', 'scholar'] }).notNull().default('customer'),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_product_idx').on(t.productId, t.isPublished), check('reviews_rating_check', sql`${t.rating} between 1 and 5`)],
);

export const reviewTranslations = pgTable(
  'review_translations',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    lang: text('lang')
      .notNull()
      .references(() => languages.code),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.lang] })],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('wishlist_items_product_idx').on(t.productId)],
);
