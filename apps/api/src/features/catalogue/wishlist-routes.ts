import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorCodes } from '@upline/contract/errors';
import { wishlistMessages, type wishlistQuerySchema, type WishlistFailure } from '@upline/contract/wishlist';
import { wishlistRoutes as calls } from '@upline/contract/wishlist-routes';
import type { AppDeps } from '../../deps.js';
import { AppError, type AppErrorCode } from '../../http/errors.js';
import { registerRoute } from '../../http/route.js';
import { requireUser } from '../../http/session.js';
import { CatalogueCache } from './catalogue-cache.js';
import { resolveCurrency } from './resolve-currency.js';
import { addToWishlist, listWishlistProductIds, removeFromWishlist } from './wishlist-items.js';

/** The status, wire code and message of each expected wishlist failure. */
function wishlistError(code: WishlistFailure): AppError {
  const table: Record<WishlistFailure, [number, AppErrorCode, string]> = {
    product_not_found: [404, errorCodes.notFound, wishlistMessages.unknownProduct],
  };
  const [status, wireCode, message] = table[code];
  return new AppError(status, wireCode, message);
}

/**
 * The signed-in member's wishlist. The member is the session's; the legacy GET wishlist/{token}
 * answers the same list and never reads the token in its path (a token must not travel in a URL).
 */
export function wishlistRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    // Products are answered exactly as the shop lists them (same cache, same shape).
    const cache = new CatalogueCache(deps.db, deps.clock);
    app.addHook('onClose', async () => cache.close());

    const list = async (request: Pick<FastifyRequest, 'currentUser'>, query: z.output<typeof wishlistQuerySchema>) => {
      const user = requireUser(request);
      const ids = await listWishlistProductIds(deps.db, user.id);
      const snapshot = await cache.snapshot(query.lang, await resolveCurrency(deps.db, query.currency, user));
      // Retired products, or ones not sold in this currency, drop out of the list.
      return { products: ids.flatMap((id) => snapshot.productById(id) ?? []) };
    };

    registerRoute(app, calls.list, (request) => list(request, request.query));
    registerRoute(app, calls.legacyList, (request) => list(request, request.query));

    registerRoute(app, calls.add, async (request) => {
      const user = requireUser(request);
      const result = await addToWishlist(deps.db, { userId: user.id, productId: request.body.product_id, now: deps.clock.now() });
      if (!result.ok) throw wishlistError(result.code);
      return { message: wishlistMessages.added };
    });

    registerRoute(app, calls.remove, async (request) => {
      const user = requireUser(request);
      await removeFromWishlist(deps.db, { userId: user.id, productId: request.params.productId });
      return { message: wishlistMessages.removed };
    });
  };
}
