import type { FastifyInstance } from 'fastify';
import { errorCodes } from '@upline/contract/errors';
import { promotionsAdminMessages as m, promotionsAdminRoutes as calls } from '@upline/contract/promotions-admin';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../http/errors.js';
import { registerRoute } from '../../http/route.js';
import { requireAdmin } from '../../http/session.js';
import { listAdminCoupons, saveCoupon, type SaveCouponResult } from './admin-coupons.js';
import { listAdminOffers, saveOffer, type SaveOfferResult } from './admin-offers.js';

function refused(result: Extract<SaveCouponResult | SaveOfferResult, { ok: false }>): AppError {
  if (result.status === 404) return notFound(result.message);
  const fields = 'fields' in result && result.fields ? result.fields : 'field' in result && result.field ? { [result.field]: result.message } : undefined;
  return new AppError(result.status, result.status === 409 ? errorCodes.conflict : errorCodes.validation, result.message, fields);
}

/** Staff: coupons and offers (issue 16 item 4), registered from their contract descriptors. */
export function promotionsAdminRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, calls.coupons, async () => ({ coupons: await listAdminCoupons(deps.db) }));

    registerRoute(app, calls.coupon, async (request) => {
      const [coupon] = await listAdminCoupons(deps.db, request.params.id);
      if (!coupon) throw notFound(m.couponNotFound);
      return coupon;
    });

    registerRoute(app, calls.createCoupon, async (request) => {
      const admin = requireAdmin(request);
      const result = await saveCoupon(deps, { staffId: admin.id, body: request.body });
      if (!result.ok) throw refused(result);
      return { message: m.couponSaved, coupon: result.coupon };
    });

    registerRoute(app, calls.updateCoupon, async (request) => {
      const admin = requireAdmin(request);
      const result = await saveCoupon(deps, { staffId: admin.id, id: request.params.id, body: request.body });
      if (!result.ok) throw refused(result);
      return { message: m.couponSaved, coupon: result.coupon };
    });

    registerRoute(app, calls.offers, async () => ({ offers: await listAdminOffers(deps.db) }));

    registerRoute(app, calls.updateOffer, async (request) => {
      const admin = requireAdmin(request);
      const result = await saveOffer(deps, { staffId: admin.id, id: request.params.id, body: request.body });
      if (!result.ok) throw refused(result);
      return { message: m.offerSaved, offer: result.offer };
    });
  };
}
