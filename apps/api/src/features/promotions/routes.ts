import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@upline/contract/errors';
import {
  flashSaleViewRequestSchema,
  flashSaleViewResponseSchema,
  offersResponseSchema,
} from '@upline/contract/promotions';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { requestLanguages } from '../content/language-queries.js';
import { viewFlashSale } from './flash-sale-view.js';
import { listOffers } from './list-offers.js';
import { sessionShopper } from './session-shopper.js';
import { ensureVisitorId, readVisitorId } from './visitor-cookie.js';

/** Flash-sale first views and the active offers (coupons are checked against the cart: cart/discount-routes.ts). */
export function promotionRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // Guests' flash-sale windows follow their browser: name it before a coupon call needs it.
    r.addHook('preHandler', async (request, reply) => {
      if (request.method === 'POST' && !request.currentUser) ensureVisitorId(request, reply, { secure: deps.config.cookieSecure });
    });

    r.post('/promotions/flash-sale/view', {
      schema: {
        tags: ['promotions'],
        summary: "A product's flash-sale banner was shown: its code and when it ends for this visitor (extension)",
        body: flashSaleViewRequestSchema,
        response: { 200: flashSaleViewResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    }, async (request) => {
      const shopper = await sessionShopper(deps.db, request.currentUser, readVisitorId(request));
      const view = await viewFlashSale(deps.db, { productId: request.body.product_id, shopper, now: deps.clock.now() });
      if (!view) throw notFound('This product has no flash sale right now.');
      return view;
    });

    r.get('/offers/:lang?', {
      schema: {
        tags: ['promotions'],
        summary: 'The offers running now: buy-2-get-1-free, landing pages, exit offer, flash sales, free shipping (extension)',
        params: z.object({ lang: z.string().max(10).optional() }),
        response: { 200: offersResponseSchema, 400: errorBodySchema },
      },
    }, async (request) => {
      const { lang, defaultLang } = await requestLanguages(deps.db, request.params.lang);
      return { offers: await listOffers(deps.db, { now: deps.clock.now(), lang, defaultLang }) };
    });
  };
}
