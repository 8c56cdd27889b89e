import type { FastifyInstance } from 'fastify';
import { errorCodes } from '@upline/contract/errors';
import { promotionMessages, type PromotionFailure } from '@upline/contract/promotions';
import { promotionRoutes as calls } from '@upline/contract/promotions-routes';
import type { AppDeps } from '../../deps.js';
import { AppError, type AppErrorCode } from '../../http/errors.js';
import { registerRoute } from '../../http/route.js';
import { requestLanguages } from '../content/language-queries.js';
import { viewFlashSale } from './flash-sale-view.js';
import { listOffers } from './list-offers.js';
import { sessionShopper } from './session-shopper.js';
import { ensureVisitorId, readVisitorId } from './visitor-cookie.js';

/** The status, wire code and message of each expected failure of the public promotion calls. */
function promotionError(code: PromotionFailure): AppError {
  const table: Record<PromotionFailure, [number, AppErrorCode, string]> = {
    no_flash_sale: [404, errorCodes.notFound, promotionMessages.noFlashSale],
  };
  const [status, wireCode, message] = table[code];
  return new AppError(status, wireCode, message);
}

/** Flash-sale first views and the active offers (coupons are checked against the cart: cart/discount-routes.ts). */
export function promotionRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    // Guests' flash-sale windows follow their browser: name it before a coupon call needs it.
    app.addHook('preHandler', async (request, reply) => {
      if (request.method === 'POST' && !request.currentUser) ensureVisitorId(request, reply, { secure: deps.config.cookieSecure });
    });

    registerRoute(app, calls.flashSaleView, async (request) => {
      const shopper = await sessionShopper(deps.db, request.currentUser, readVisitorId(request));
      const result = await viewFlashSale(deps.db, { productId: request.body.product_id, shopper, now: deps.clock.now() });
      if (!result.ok) throw promotionError(result.code);
      return result.view;
    });

    registerRoute(app, calls.offers, async (request) => {
      const { lang, defaultLang } = await requestLanguages(deps.db, request.params.lang);
      return { offers: await listOffers(deps.db, { now: deps.clock.now(), lang, defaultLang }) };
    });
  };
}
