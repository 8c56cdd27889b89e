import { z } from 'zod';
import {
  cardProductsResponseSchema,
  catalogueQuerySchema,
  categoryCardProductsResponseSchema,
  categoryListSchema,
  categoryProductsResponseSchema,
  legacyProductListSchema,
  productListQuerySchema,
  productsResponseSchema,
  reviewListResponseSchema,
  userReviewsResponseSchema,
} from './catalogue.js';
import { defineRoute } from './route.js';

// The storefront's catalogue calls (storefront §7, accounts §7), one descriptor each (route.ts).
// The web calls them through the zod-free references of catalogue-refs.ts (first-load pages).

const userTypeParam = z.string().min(1).max(40);
const langParam = z.string().max(10).optional();
const productRefParam = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9-]+$/, 'A product is named by its id or its slug');

const catalogueCall = { audience: 'public', tags: ['catalogue'], errors: [400, 404] } as const;

/** Stable codes of the catalogue calls' expected failures; the route maps each to its status. */
export const catalogueFailures = ['unknown_user_type', 'product_not_found', 'category_not_found'] as const;
export type CatalogueFailure = (typeof catalogueFailures)[number];

export const catalogueRoutes = {
  products: defineRoute({
    ...catalogueCall,
    method: 'GET',
    path: '/products/:userType/:lang?',
    summary: "The shop list: products shown in the shop, in shop order, with every member type's prices (?view=card: as cards)",
    params: z.object({ userType: userTypeParam, lang: langParam }),
    query: productListQuerySchema,
    response: z.union([productsResponseSchema, cardProductsResponseSchema]),
  }),
  holistic: defineRoute({
    ...catalogueCall,
    method: 'GET',
    path: '/products/holistic/:userType/:lang?',
    summary: 'The holistic packages shown in the shop (?view=card: as cards)',
    params: z.object({ userType: userTypeParam, lang: langParam }),
    query: productListQuerySchema,
    response: z.union([productsResponseSchema, cardProductsResponseSchema]),
  }),
  product: defineRoute({
    ...catalogueCall,
    method: 'GET',
    path: '/product/:id/:userType/:lang?',
    summary: 'One product by id or slug, as a one-element products list (hidden products too)',
    params: z.object({ id: productRefParam, userType: userTypeParam, lang: langParam }),
    query: catalogueQuerySchema,
    response: productsResponseSchema,
  }),
  reviews: defineRoute({
    ...catalogueCall,
    method: 'GET',
    path: '/review/product/:id/:lang?',
    summary: 'Published reviews of a product',
    params: z.object({ id: productRefParam, lang: langParam }),
    response: userReviewsResponseSchema,
  }),
  testimonials: defineRoute({
    ...catalogueCall,
    method: 'GET',
    path: '/review/testimonials/:productId/:lang?',
    summary: 'Testimonials of a product',
    params: z.object({ productId: productRefParam, lang: langParam }),
    response: userReviewsResponseSchema,
  }),
  reviewList: defineRoute({
    ...catalogueCall,
    method: 'GET',
    path: '/products/reviewlist/:userType/:lang?',
    summary: 'Products with testimonials for a member type, each with them (Testimonials page)',
    params: z.object({ userType: userTypeParam, lang: langParam }),
    response: reviewListResponseSchema,
  }),
  legacyProducts: defineRoute({
    ...catalogueCall,
    method: 'GET',
    path: '/product',
    summary: "Every active product in the admin product form's shape (customer sale price)",
    query: catalogueQuerySchema,
    response: legacyProductListSchema,
  }),
  categories: defineRoute({
    ...catalogueCall,
    method: 'GET',
    path: '/category',
    summary: 'Categories with their shop products',
    query: catalogueQuerySchema,
    response: categoryListSchema,
  }),
  category: defineRoute({
    ...catalogueCall,
    method: 'GET',
    path: '/category/:id/:lang?',
    summary: 'A category (by id or slug) and its shop products in full (ListProducts; ?view=card: as cards)',
    params: z.object({ id: productRefParam, lang: langParam }),
    query: productListQuerySchema,
    response: z.union([categoryProductsResponseSchema, categoryCardProductsResponseSchema]),
  }),
};
