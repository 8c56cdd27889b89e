import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cardProductsResponseSchema,
  catalogueUserTypeSchema,
  categoryCardProductsResponseSchema,
  categoryListSchema,
  categoryProductsResponseSchema,
  legacyProductListSchema,
  productsResponseSchema,
  type CatalogueUserType,
} from '@upline/contract/catalogue';
import { catalogueRoutes as calls, type CatalogueFailure } from '@upline/contract/catalogue-routes';
import { errorCodes } from '@upline/contract/errors';
import type { Currency } from '@upline/domain/money';
import type { AppDeps } from '../../deps.js';
import { AppError, type AppErrorCode } from '../../http/errors.js';
import { registerRoute } from '../../http/route.js';
import type { HeadResolver } from '../../http/web-app.js';
import { toCardProduct } from './card-view.js';
import { CatalogueCache } from './catalogue-cache.js';
import { catalogueHeadResolverFor } from './catalogue-head.js';
import { sendEncodedBody } from './encoded-body.js';
import { shopProductsOf, toLegacyCategory, toLegacyProduct } from './legacy-views.js';
import { listProductReviews, listProductTestimonials, listTestimonialsByProduct } from './list-reviews.js';
import { resolveCurrency } from './resolve-currency.js';
import { resolveUserType } from './resolve-user-type.js';

/** The status, wire code and message of each expected catalogue failure; `ref` is what the caller named. */
export function catalogueError(code: CatalogueFailure, ref: string): AppError {
  const userTypes = catalogueUserTypeSchema.options.join(', ').replace(/, (?=[^,]*$)/, ' or ');
  const table: Record<CatalogueFailure, [number, AppErrorCode, string]> = {
    unknown_user_type: [400, errorCodes.unknownUserType, `Unknown user type '${ref}'. Use ${userTypes}.`],
    product_not_found: [404, errorCodes.notFound, `No product '${ref}'`],
    category_not_found: [404, errorCodes.notFound, `No category '${ref}'`],
  };
  const [status, wireCode, message] = table[code];
  return new AppError(status, wireCode, message);
}

/** The member type a path names, or the 400 that says which ones exist. */
function userTypeOf(requested: string): CatalogueUserType {
  const userType = resolveUserType(requested);
  if (!userType) throw catalogueError('unknown_user_type', requested);
  return userType;
}

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
    const currencyOf = (request: Pick<FastifyRequest, 'currentUser'>, requested: Currency | undefined) =>
      resolveCurrency(deps.db, requested, request.currentUser);

    registerRoute(app, calls.products, async (request, reply) => {
      userTypeOf(request.params.userType);
      const snapshot = await cache.snapshot(request.params.lang, await currencyOf(request, request.query.currency));
      const body =
        request.query.view === 'card'
          ? snapshot.body('shop:card', cardProductsResponseSchema, () => ({ products: snapshot.shopProducts.map(toCardProduct) }))
          : snapshot.body('shop', productsResponseSchema, () => ({ products: [...snapshot.shopProducts] }));
      return sendEncodedBody(request, reply, body);
    });

    registerRoute(app, calls.holistic, async (request, reply) => {
      userTypeOf(request.params.userType);
      const snapshot = await cache.snapshot(request.params.lang, await currencyOf(request, request.query.currency));
      const holistic = () => snapshot.shopProducts.filter((p) => p.is_holistic);
      const body =
        request.query.view === 'card'
          ? snapshot.body('holistic:card', cardProductsResponseSchema, () => ({ products: holistic().map(toCardProduct) }))
          : snapshot.body('holistic', productsResponseSchema, () => ({ products: holistic() }));
      return sendEncodedBody(request, reply, body);
    });

    registerRoute(app, calls.product, async (request, reply) => {
      userTypeOf(request.params.userType);
      const snapshot = await cache.snapshot(request.params.lang, await currencyOf(request, request.query.currency));
      const product = snapshot.findProduct(request.params.id);
      if (!product) throw catalogueError('product_not_found', request.params.id);
      const body = snapshot.body(`product:${product.id}`, productsResponseSchema, () => ({ products: [product] }));
      return sendEncodedBody(request, reply, body);
    });

    /** The reviews (or testimonials) of a product named by id or slug, in the requested language. */
    const reviewsOf = async (ref: string, requestedLang: string | undefined, list: typeof listProductReviews) => {
      const snapshot = await cache.snapshot(requestedLang, 'USD');
      const product = snapshot.findProduct(ref);
      if (!product) throw catalogueError('product_not_found', ref);
      const { lang, defaultLang } = await cache.language(requestedLang);
      return { user_reviewes: await list(deps.db, product.id, lang, defaultLang) };
    };

    registerRoute(app, calls.reviews, (request) => reviewsOf(request.params.id, request.params.lang, listProductReviews));

    registerRoute(app, calls.testimonials, (request) => reviewsOf(request.params.productId, request.params.lang, listProductTestimonials));

    registerRoute(app, calls.reviewList, async (request) => {
      const userType = userTypeOf(request.params.userType);
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

    registerRoute(app, calls.legacyProducts, async (request, reply) => {
      const snapshot = await cache.snapshot(undefined, await currencyOf(request, request.query.currency));
      const body = snapshot.body('legacy-products', legacyProductListSchema, () => snapshot.products.map(toLegacyProduct));
      return sendEncodedBody(request, reply, body);
    });

    registerRoute(app, calls.categories, async (request, reply) => {
      const snapshot = await cache.snapshot(undefined, await currencyOf(request, request.query.currency));
      const body = snapshot.body('categories', categoryListSchema, () => snapshot.categories.map((c) => toLegacyCategory(c, snapshot)));
      return sendEncodedBody(request, reply, body);
    });

    registerRoute(app, calls.category, async (request, reply) => {
      const snapshot = await cache.snapshot(request.params.lang, await currencyOf(request, request.query.currency));
      const category = snapshot.findCategory(request.params.id);
      if (!category) throw catalogueError('category_not_found', request.params.id);
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
