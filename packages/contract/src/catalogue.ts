import { z } from 'zod';
import { anyCaseCurrencySchema, currencySchema } from './currency.js';

// The catalogue calls of storefront §7 and accounts §7: product lists, product detail, reviews,
// testimonials and categories. Field names are the spec's (storefront §3); amounts are 2-decimal
// numbers in the answer's `currency`, converted from integer minor units on the server.

/** The member types a listing can be asked for; a guest asks as 'customer'. */
export const catalogueUserTypeSchema = z.enum(['customer', 'ambassador', 'scholar']);
export type CatalogueUserType = z.infer<typeof catalogueUserTypeSchema>;

/** `?currency=USD|CAD` (any case): the currency the prices are answered in. */
export const catalogueQuerySchema = z.object({
  currency: anyCaseCurrencySchema.optional(),
});

/**
 * How much of each product a list answers: `full` (the default) every field of storefront §3;
 * `card` what a product card, its quick view and Home's carousels show (cardProductSchema).
 */
export const productViewSchema = z.enum(['card', 'full'], { error: 'View must be card or full' });
export type ProductView = z.infer<typeof productViewSchema>;

/** `?currency=` and `?view=card|full`: the query of the product lists (products/, products/holistic/, category/{id}). */
export const productListQuerySchema = catalogueQuerySchema.extend({ view: productViewSchema.optional() });

const yesNo = z.enum(['yes', 'no']);
/** An amount of money as the wire shows it: a number with at most 2 decimals (19.99). */
const amount = z.number();

/** A story section of short videos (Home's video carousel shows the first product's that has one). */
export const videosStorySectionSchema = z.object({
  kind: z.literal('videos'),
  heading: z.string(),
  videos: z.array(z.object({ title: z.string(), url: z.string(), poster_url: z.string() })),
});
export type VideosStorySection = z.infer<typeof videosStorySectionSchema>;

/** A localised landing section of a product page; which products have them is data. */
export const storySectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('story'), heading: z.string(), body: z.string(), image_url: z.string() }),
  z.object({ kind: z.literal('beforeAfter'), heading: z.string(), before_url: z.string(), after_url: z.string() }),
  videosStorySectionSchema,
]);
export type StorySection = z.infer<typeof storySectionSchema>;

export const productCategoryRefSchema = z.object({ id: z.number().int(), categoryName: z.string(), slug: z.string() });

/**
 * A product as the storefront reads it (storefront §3). Every member type's prices are present:
 * they are public list prices, and the shopper's type picks which ones the page shows. Tiers are
 * the spec's flat fields: a range text ('2-5', '6+') and its percent off the sale price (5 = 5%);
 * qty_range_N for ambassadors and scholars, cust_qty_range_N for customers; null when absent.
 */
export const productSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  short_description: z.string(),
  description: z.string(),
  description_tagline: z.string(),
  thumbnail_url: z.string().nullable(),
  images_url: z.array(z.string()),
  /** HTML of each detail tab; null when the product has no such tab. */
  overview: z.string().nullable(),
  instructions: z.string().nullable(),
  faq: z.string().nullable(),
  documentation: z.string().nullable(),
  ecommerce: z.string().nullable(),
  /** Average stars out of 5, one decimal. */
  product_rating: z.number(),
  /** Number of reviews. */
  product_review: z.number().int(),
  display_shop: yesNo,
  display_review: yesNo,
  autoship: yesNo,
  currency: currencySchema,
  sale_price: amount,
  suggested_retail_price: amount,
  amb_sale_price: amount,
  amb_suggested_retail_price: amount,
  sc_sale_price: amount,
  sc_suggested_retail_price: amount,
  autoship_price_customer: amount,
  autoship_price_amb: amount,
  autoship_price_sc: amount,
  qty_range_1: z.string().nullable(),
  qty_range_1_per: z.number().nullable(),
  qty_range_2: z.string().nullable(),
  qty_range_2_per: z.number().nullable(),
  qty_range_3: z.string().nullable(),
  qty_range_3_per: z.number().nullable(),
  cust_qty_range_1: z.string().nullable(),
  cust_qty_range_1_per: z.number().nullable(),
  cust_qty_range_2: z.string().nullable(),
  cust_qty_range_2_per: z.number().nullable(),
  cust_qty_range_3: z.string().nullable(),
  cust_qty_range_3_per: z.number().nullable(),
  categories: z.array(productCategoryRefSchema),
  story_sections: z.array(storySectionSchema),
  seo_title: z.string(),
  seo_description: z.string(),
  is_holistic: z.boolean(),
  is_best_seller: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * GET products/{userType}[/{lang}], products/holistic/{userType}[/{lang}] and
 * product/{id}/{userType}[/{lang}] (a one-element list, as the spec's client reads the first).
 */
export const productsResponseSchema = z.object({ products: z.array(productSchema) });
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

/**
 * A product as a card shows it (`?view=card`): the product without what only its detail page
 * reads (the description, the tagline, the five tab texts, the SEO texts), and with only the
 * video sections of its story. Every price, autoship price and tier field stays, so that a
 * card's product can be priced and put in the cart like a full one.
 */
export const cardProductSchema = productSchema
  .omit({
    description: true,
    description_tagline: true,
    overview: true,
    instructions: true,
    faq: true,
    documentation: true,
    ecommerce: true,
    story_sections: true,
    seo_title: true,
    seo_description: true,
  })
  .extend({ story_sections: z.array(videosStorySectionSchema) });
export type CardProduct = z.infer<typeof cardProductSchema>;

/** GET products/{userType}[/{lang}]?view=card and products/holistic/{userType}[/{lang}]?view=card. */
export const cardProductsResponseSchema = z.object({ products: z.array(cardProductSchema) });
export type CardProductsResponse = z.infer<typeof cardProductsResponseSchema>;

export const reviewSchema = z.object({
  content: z.string(),
  name: z.string(),
  /** Whole stars 1..5. */
  rating: z.number().int(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET review/product/{id}[/{lang}] and review/testimonials/{productId}[/{lang}] (the spec's spelling). */
export const userReviewsResponseSchema = z.object({ user_reviewes: z.array(reviewSchema) });
export type UserReviewsResponse = z.infer<typeof userReviewsResponseSchema>;

export const reviewListProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  thumbnail_url: z.string().nullable(),
  reviews: z.array(reviewSchema),
});
/** GET products/reviewlist/{userType}[/{lang}]: products with testimonials for that member type, each with them. */
export const reviewListResponseSchema = z.object({ products: z.array(reviewListProductSchema) });
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

/** The admin product form's shape (storefront §3): price is the customer sale price. */
export const legacyProductSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  imageURL: z.string(),
  price: amount,
});
export type LegacyProduct = z.infer<typeof legacyProductSchema>;
/** GET product/: every active product in the admin form's shape. */
export const legacyProductListSchema = z.array(legacyProductSchema);

/** A category card (accounts §3): products are the legacy product shape. */
export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  categoryName: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  products: z.array(legacyProductSchema),
});
export type Category = z.infer<typeof categorySchema>;
/** GET category/: the categories with their shop products. */
export const categoryListSchema = z.array(categorySchema);

/** GET category/{id}[/{lang}] (ListProducts): the category and its shop products in full. */
export const categoryProductsResponseSchema = z.object({
  category: categorySchema.omit({ products: true }),
  products: z.array(productSchema),
});
export type CategoryProductsResponse = z.infer<typeof categoryProductsResponseSchema>;

/** GET category/{id}[/{lang}]?view=card: the category and its shop products as cards. */
export const categoryCardProductsResponseSchema = categoryProductsResponseSchema.extend({ products: z.array(cardProductSchema) });
export type CategoryCardProductsResponse = z.infer<typeof categoryCardProductsResponseSchema>;
