import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { shippingRatesRequestSchema } from '@upline/contract/cart';
import { cartRoutes as calls } from '@upline/contract/cart-routes';
import { combinedRateBps } from '@upline/domain/tax';
import type { AppDeps } from '../../deps.js';
import { badRequest, notFound } from '../../http/errors.js';
import { registerRoute } from '../../http/route.js';
import type { SessionUser } from '../../http/session.js';
import { resolveCurrency } from '../catalogue/resolve-currency.js';
import { noteCouponSeen } from '../promotions/note-coupon-seen.js';
import { sessionShopper } from '../promotions/session-shopper.js';
import { ensureVisitorId, readVisitorId } from '../promotions/visitor-cookie.js';
import { cartError } from './cart-failure.js';
import { listShippingRates, resolveCountryCode } from './list-shipping-rates.js';
import { loadStateTax } from './load-state-tax.js';
import { quoteCart } from './quote-cart.js';
import { bpsToPercent } from '@upline/domain/money';
import { toCartQuoteWire, toShippingOptionWire } from './quote-wire.js';

/** Product ids named by the shipping request's `product` (an id, ids, or cart items). */
function productIdsOf(product: z.output<typeof shippingRatesRequestSchema>['product']): number[] {
  if (product === undefined) return [];
  const list = Array.isArray(product) ? product : [product];
  return list.flatMap((p) => {
    const id = typeof p === 'number' ? p : (p.product_id ?? p.id);
    return id === undefined ? [] : [id];
  });
}

/** The cart quote (extension) and the shipping and tax look-ups of the checkout. */
export function cartRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, calls.quote, async (request, reply) => {
      const now = deps.clock.now();
      const user = request.currentUser;
      const body = request.body;
      const visitorId = body.couponCode && !user ? ensureVisitorId(request, reply, { secure: deps.config.cookieSecure }) : readVisitorId(request);
      const shopper = await sessionShopper(deps.db, user, visitorId);
      if (body.couponCode) await noteCouponSeen(deps.db, body.couponCode, shopper, now);
      const result = await quoteCart(
        deps.db,
        {
          lines: body.lines,
          memberType: user?.memberType ?? 'customer',
          currency: body.currency ?? (await resolveCurrency(deps.db, undefined, user)),
          couponCode: body.couponCode ?? null,
          offer: body.offer ?? null,
          customer: shopper,
          address: body.address ?? null,
          shippingOptionId: body.shippingOptionId ?? null,
          ...(body.lang ? { lang: body.lang } : {}),
        },
        now,
      );
      if (!result.ok) throw cartError(result.failure);
      return toCartQuoteWire(result.quote);
    });

    const shippingRates = async (body: z.output<typeof shippingRatesRequestSchema>, user: SessionUser | null) => {
      const countryCode = await resolveCountryCode(deps.db, body.to_country);
      if (!countryCode) throw badRequest('Select country', undefined, { to_country: 'Select country' });
      const options = await listShippingRates(deps.db, {
        countryCode,
        currency: body.currency ?? (await resolveCurrency(deps.db, undefined, user)),
        quantity: body.qty,
        productIds: productIdsOf(body.product),
        now: deps.clock.now(),
      });
      return { shipping_rates: options.map(toShippingOptionWire) };
    };
    registerRoute(app, calls.shippingRatesNew, async (request) => shippingRates(request.body, request.currentUser));
    registerRoute(app, calls.shippingRatesFree, async (request) => shippingRates(request.body, request.currentUser));

    registerRoute(app, calls.tax, async (request) => {
      const state = await loadStateTax(deps.db, request.params.stateId);
      if (!state) throw notFound('Unknown state or province');
      return {
        tax: {
          isTax: state.components.some((c) => c.rateBps > 0),
          state_id: state.stateId,
          tax_value: bpsToPercent(combinedRateBps(state.components)),
          lines: state.components.map((c) => ({ name: c.name, rate: bpsToPercent(c.rateBps), applies_to_shipping: c.appliesToShipping })),
        },
      };
    });
  };
}
