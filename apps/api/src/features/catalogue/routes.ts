import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  type CatalogueCurrency,
} from '@upline/contract/catalogue';
import { errorBodySchema } from '@upline/contract/errors';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import type { HeadResolver } from '../../http/web-app.js';
import { toCardProduct } from './card-view.js';
import { CatalogueCache } from './catalogue-cache.js';
import { catalogueHeadResolverFor } from './catalogue-head.js';
import { sendEncodedBody } from './encoded-body.js';
import { shopProductsOf, toLegacyCategory, toLegacyProduct } from './legacy-views.js';
import { listProductReviews, listProductTestimonials, listTestimonialsByProduct } from './list-reviews.js';
import { resolveCurrency } from './resolve-currency.js';
import { resolveUserType } from './resolve-user-type.js';

const userTypeParam = z.string().min(1).max(40);
const langParam = z.string().max(10).optional();
const productRefParam = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9-]+$/, 'A product is named by its id or its slug');
const errors = { 400: errorBodySchema, 404: errorBodySchema };

/** One catalogue cache per app, shared by its routes and its head resolver. */
const caches = new WeakMap<AppDeps, CatalogueCache>();
function cacheFor(deps: AppDeps): CatalogueCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new CatalogueCache(deps.db, deps.clock);
    caches.set(deps, cache);
  }
  return cache;
}

/** Product lists and detail, reviews, testimonials and categories (storefront §7, accounts §7). */
export function catalogueRoutes(deps: AppDeps) {
  const cache = cacheFor(deps);
  return async (app: FastifyInstance) => {
    cache.onStaleServed = (err) => app.log.warn({ err }, 'catalogue version unreadable: serving the catalogue in memory');
    app.addHook('onClose', async () => {
      cache.close();
      caches.delete(deps);
    });
    const r = app.withTypeProvider<ZodTypeProvider>();

    const currencyOf = (request: FastifyRequest, requested: CatalogueCurrency | undefined) =>
      resolveCurrency(deps.db, requested, request.currentUser);

    r.get('/products/:userType/:lang?', {
      schema: {
        tags: ['catalogue'],
        summary: 'The shop list: products shown in the shop, in shop order, with every member type\'s prices (?view=card: as cards)',
        params: z.object({ userType: userTypeParam, lang: langParam }),
        querystring: productListQuerySchema,
        response: { 200: z.union([productsResponseSchema, cardProductsResponseSchema]), ...errors },
      },
    }, async (request, reply) => {
      resolveUserType(request.params.userType);
      const snapshot = await cache.snapshot(request.params.lang, await currencyOf(request, request.query.currency));
      const body =
        request.query.view === 'card'
          ? snapshot.body('shop:card', cardProductsResponseSchema, () => ({ products: snapshot.shopProducts.map(toCardProduct) }))
          : snapshot.body('shop', productsResponseSchema, () => ({ products: [...snapshot.shopProducts] }));
      return sendEncodedBody(request, reply, body);
    });

    r.get('/products/holistic/:userType/:lang?', {
      schema: {
        tags: ['catalogue'],
        summary: 'The holistic packages shown in the shop (?view=card: as cards)',
        params: z.object({ userType: userTypeParam, lang: langParam }),
        querystring: productListQuerySchema,
        response: { 200: z.union([productsResponseSchema, cardProductsResponseSchema]), ...errors },
      },
    }, async (request, reply) => {
      resolveUserType(request.params.userType);
      const snapshot = await cache.snapshot(request.params.lang, await currencyOf(request, request.query.currency));
      const holistic = () => snapshot.shopProducts.filter((p) => p.is_holistic);
      const body =
        request.query.view === 'card'
          ? snapshot.body('holistic:card', cardProductsResponseSchema, () => ({ products: holistic().map(toCardProduct) }))
          : snapshot.body('holistic', productsResponseSchema, () => ({ products: holistic() }));
      return sendEncodedBody(request, reply, body);
    });

    r.get('/product/:id/:userType/:lang?', {
      schema: {
        tags: ['catalogue'],
        summary: 'One product by id or slug, as a one-element products list (hidden products too)',
        params: z.object({ id: productRefParam, userType: userTypeParam, lang: langParam }),
        querystring: catalogueQuerySchema,
        response: { 200: productsResponseSchema, ...errors },
      },
    }, async (request, reply) => {
      resolveUserType(request.params.userType);
      const snapshot = await cache.snapshot(request.params.lang, await currencyOf(request, request.query.currency));
      const product = snapshot.findProduct(request.params.id);
      if (!product) throw notFound(`No product '${request.params.id}'`);
      const body = snapshot.body(`product:${product.id}`, productsResponseSchema, () => ({ products: [product] }));
      return sendEncodedBody(request, reply, body);
    });

    /** The reviews (or testimonials) of a product named by id or slug, in the requested language. */
    const reviewsOf = async (ref: string, requestedLang: string | undefined, list: typeof listProductReviews) => {
      const snapshot = await cache.snapshot(requestedLang, 'USD');
      const product = snapshot.findProduct(ref);
      if (!product) throw notFound(`No product '${ref}'`);
      const { lang, defaultLang } = await cache.language(requestedLang);
      return { user_reviewes: await list(deps.db, product.id, lang, defaultLang) };
    };

    r.get('/review/product/:id/:lang?', {
      schema: {
        tags: ['catalogue'],
        summary: 'Published reviews of a product',
        params: z.object({ id: productRefParam, lang: langParam }),
        response: { 200: userReviewsResponseSchema, ...errors },
      },
    }, (request) => reviewsOf(request.params.id, request.params.lang, listProductReviews));

    r.get('/review/testimonials/:productId/:lang?', {
      schema: {
        tags: ['catalogue'],
        summary: 'Testimonials of a product',
        params: z.object({ productId: productRefParam, lang: langParam }),
        response: { 200: userReviewsResponseSchema, ...errors },
      },
    }, (request) => reviewsOf(request.params.productId, request.params.lang, listProductTestimonials));

    r.get('/products/reviewlist/:userType/:lang?', {
      schema: {
        tags: ['catalogue'],
        summary: 'Products with testimonials for a member type, each with them (Testimonials page)',
        params: z.object({ userType: userTypeParam, lang: langParam }),
        response: { 200: reviewListResponseSchema, ...errors },
      },
    }, async (request) => {
      const userType = resolveUserType(request.params.userType);
      const snapshot = await cache.snapshot(request.params.lang, 'USD');
      const { lang, defaultLang } = await cache.language(request.params.lang);
      const shown = snapshot.products.filter((p) => p.display_review === 'yes');
      const reviews = await listTestimonialsByProduct(deps.db, userType, shown.map((p) => p.id), lang, defaultLang);
      return {
        products: shown.flatMap((p) => {
          const list = reviews.get(p.id);
          return list ? [{ id: p.id, slug: p.slug, name: p.name, thumbnail_url: p.thumbnail_url, reviews: list }] : [];
        }),
      };
    });

    r.get('/product', {
      schema: {
        tags: ['catalogue'],
        summary: 'Every active product in the admin product form\'s shape (customer sale price)',
        querystring: catalogueQuerySchema,
        response: { 200: legacyProductListSchema, ...errors },
      },
    }, async (request, reply) => {
      const snapshot = await cache.snapshot(undefined, await currencyOf(request, request.query.currency));
      const body = snapshot.body('legacy-products', legacyProductListSchema, () => snapshot.products.map(toLegacyProduct));
      return sendEncodedBody(request, reply, body);
    });

    r.get('/category', {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories with their shop products',
        querystring: catalogueQuerySchema,
        response: { 200: categoryListSchema, ...errors },
      },
    }, async (request, reply) => {
      const snapshot = await cache.snapshot(undefined, await currencyOf(request, request.query.currency));
      const body = snapshot.body('categories', categoryListSchema, () => snapshot.categories.map((c) => toLegacyCategory(c, snapshot)));
      return sendEncodedBody(request, reply, body);
    });

    r.get('/category/:id/:lang?', {
      schema: {
        tags: ['catalogue'],
        summary: 'A category (by id or slug) and its shop products in full (ListProducts; ?view=card: as cards)',
        params: z.object({ id: productRefParam, lang: langParam }),
        querystring: productListQuerySchema,
        response: { 200: z.union([categoryProductsResponseSchema, categoryCardProductsResponseSchema]), ...errors },
      },
    }, async (request, reply) => {
      const snapshot = await cache.snapshot(request.params.lang, await currencyOf(request, request.query.currency));
      const category = snapshot.findCategory(request.params.id);
      if (!category) throw notFound(`No category '${request.params.id}'`);
      const { productIds: _ids, ...info } = category;
      const body =
        request.query.view === 'card'
          ? snapshot.body(`category:${category.id}:card`, categoryCardProductsResponseSchema, () => ({
              category: info,
              products: shopProductsOf(category, snapshot).map(toCardProduct),
            }))
          : snapshot.body(`category:${category.id}`, categoryProductsResponseSchema, () => ({
              category: info,
              products: shopProductsOf(category, snapshot),
            }));
      return sendEncodedBody(request, reply, body);
    });
  };
}

/** Per-product title, description and image in the HTML the server sends for product pages. */
export function catalogueHeadResolver(deps: AppDeps): HeadResolver {
  return catalogueHeadResolverFor(cacheFor(deps));
}
