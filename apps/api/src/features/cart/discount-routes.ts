import type { FastifyInstance } from 'fastify';
import { cartRoutes as calls } from '@upline/contract/cart-routes';
import type { AppDeps } from '../../deps.js';
import { registerRoute } from '../../http/route.js';
import { resolveCurrency } from '../catalogue/resolve-currency.js';
import { noteCouponSeen } from '../promotions/note-coupon-seen.js';
import { sessionShopper } from '../promotions/session-shopper.js';
import { ensureVisitorId, readVisitorId } from '../promotions/visitor-cookie.js';
import { applyDiscount } from './apply-discount.js';
import { cartError } from './cart-failure.js';

/**
 * POST discount: a coupon code checked against the cart the server prices. It lives with the cart
 * because it quotes the cart; the coupon rules it applies are promotions' (capability order:
 * docs/architecture.md).
 */
export function discountRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    // A guest's coupon uses follow their browser: name it before the call needs it.
    app.addHook('preHandler', async (request, reply) => {
      if (request.method === 'POST' && !request.currentUser) ensureVisitorId(request, reply, { secure: deps.config.cookieSecure });
    });

    registerRoute(app, calls.discount, async (request) => {
      const now = deps.clock.now();
      const user = request.currentUser;
      const shopper = await sessionShopper(deps.db, user, readVisitorId(request));
      await noteCouponSeen(deps.db, request.body.name, shopper, now);
      const result = await applyDiscount(deps.db, {
        request: request.body,
        memberType: user?.memberType ?? 'customer',
        currency: request.body.currency ?? (await resolveCurrency(deps.db, undefined, user)),
        shopper,
        now,
      });
      if (!result.ok) throw cartError(result.failure);
      return result.value;
    });
  };
}
