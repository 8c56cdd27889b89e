import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idInput } from '@upline/contract/input';
import { errorBodySchema } from '@upline/contract/errors';
import {
  wishlistAddRequestSchema,
  wishlistMessages,
  wishlistMessageSchema,
  wishlistQuerySchema,
  wishlistResponseSchema,
} from '@upline/contract/wishlist';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { requireUser } from '../../http/session.js';
import { CatalogueCache } from './catalogue-cache.js';
import { resolveCurrency } from './resolve-currency.js';
import { addToWishlist, listWishlistProductIds, removeFromWishlist } from './wishlist-items.js';

const member = { security: [{ bearer: [] as string[] }, { cookie: [] as string[] }] as Record<string, string[]>[], tags: ['wishlist'] };

/**
 * The signed-in member's wishlist. The member is the session's; the legacy GET wishlist/{token}
 * answers the same list and never reads the token in its path (a token must not travel in a URL).
 */
export function wishlistRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    // Products are answered exactly as the shop lists them (same cache, same shape).
    const cache = new CatalogueCache(deps.db, deps.clock);
    app.addHook('onClose', async () => cache.close());
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.addHook('preValidation', async (request) => void requireUser(request));

    const list = async (request: FastifyRequest, query: z.output<typeof wishlistQuerySchema>) => {
      const user = requireUser(request);
      const ids = await listWishlistProductIds(deps.db, user.id);
      const snapshot = await cache.snapshot(query.lang, await resolveCurrency(deps.db, query.currency, user));
      // Retired products, or ones not sold in this currency, drop out of the list.
      return { products: ids.flatMap((id) => snapshot.productById(id) ?? []) };
    };
    const listSchema = (summary: string, params?: z.ZodType) => ({
      ...member,
      summary,
      ...(params ? { params } : {}),
      querystring: wishlistQuerySchema,
      response: { 200: wishlistResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
    });

    r.get('/wishlist', { schema: listSchema('My wishlist: the saved products, as the shop lists them') }, async (request) =>
      list(request, request.query),
    );
    r.get('/wishlist/:token', {
      schema: listSchema('Legacy path of my wishlist: the path segment is ignored, the session decides', z.object({ token: z.string().max(500) })),
    }, async (request) => list(request, request.query));

    r.post('/wishlist', {

      config: { audience: 'member' },
      schema: {
        ...member,
        summary: 'Save a product to my wishlist (saving it twice changes nothing)',
        body: wishlistAddRequestSchema,
        response: { 200: wishlistMessageSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    }, async (request) => {
      const user = requireUser(request);
      const added = await addToWishlist(deps.db, { userId: user.id, productId: request.body.product_id, now: deps.clock.now() });
      if (!added) throw notFound('Unknown product');
      return { message: wishlistMessages.added };
    });

    r.delete('/wishlist/:productId', {

      config: { audience: 'member' },
      schema: {
        ...member,
        summary: 'Remove a product from my wishlist',
        params: z.object({ productId: idInput('Unknown product') }),
        response: { 200: wishlistMessageSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    }, async (request) => {
      const user = requireUser(request);
      await removeFromWishlist(deps.db, { userId: user.id, productId: request.params.productId });
      return { message: wishlistMessages.removed };
    });
  };
}
