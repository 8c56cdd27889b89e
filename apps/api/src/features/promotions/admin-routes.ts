import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, errorCodes } from '@upline/contract/errors';
import {
  adminCouponListSchema,
  adminOfferListSchema,
  couponBodySchema,
  couponSavedSchema,
  offerBodySchema,
  offerSavedSchema,
  promotionIdParamsSchema,
  promotionsAdminMessages as m,
  adminCouponSchema,
} from '@upline/contract/promotions-admin';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../http/errors.js';
import { requireAdmin } from '../../http/session.js';
import { listAdminCoupons, saveCoupon, type SaveCouponResult } from './admin-coupons.js';
import { listAdminOffers, saveOffer, type SaveOfferResult } from './admin-offers.js';

const staff = { config: { audience: 'admin' as const } };
const security = [{ bearer: [] as string[] }, { cookie: [] as string[] }] as Record<string, string[]>[];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

function refused(result: Extract<SaveCouponResult | SaveOfferResult, { ok: false }>): AppError {
  if (result.status === 404) return notFound(result.message);
  const fields = 'fields' in result && result.fields ? result.fields : 'field' in result && result.field ? { [result.field]: result.message } : undefined;
  return new AppError(result.status, result.status === 409 ? errorCodes.conflict : errorCodes.validation, result.message, fields);
}

/** Staff: coupons and offers (issue 16 item 4). */
export function promotionsAdminRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/admin/coupons', {
      ...staff,
      schema: { security, tags: ['admin'], summary: 'Every coupon with its usage (redeemed, reserved, customers)', response: { 200: adminCouponListSchema, ...errors } },
    }, async (request) => {
      requireAdmin(request);
      return { coupons: await listAdminCoupons(deps.db) };
    });

    r.get('/admin/coupons/:id', {
      ...staff,
      schema: { security, tags: ['admin'], summary: 'One coupon with its usage', params: promotionIdParamsSchema, response: { 200: adminCouponSchema, ...errors } },
    }, async (request) => {
      requireAdmin(request);
      const [coupon] = await listAdminCoupons(deps.db, request.params.id);
      if (!coupon) throw notFound(m.couponNotFound);
      return coupon;
    });

    r.post('/admin/coupons', {
      ...staff,
      schema: { security, tags: ['admin'], summary: 'Create a coupon (percentage or value, product or shipping, limits, first order only, dates, currency); audited', body: couponBodySchema, response: { 200: couponSavedSchema, ...errors } },
    }, async (request) => {
      const admin = requireAdmin(request);
      const result = await saveCoupon(deps, { staffId: admin.id, body: request.body });
      if (!result.ok) throw refused(result);
      return { message: m.couponSaved, coupon: result.coupon };
    });

    r.post('/admin/coupons/:id', {
      ...staff,
      schema: { security, tags: ['admin'], summary: 'Change a coupon (the whole coupon); audited with before and after', params: promotionIdParamsSchema, body: couponBodySchema, response: { 200: couponSavedSchema, ...errors } },
    }, async (request) => {
      const admin = requireAdmin(request);
      const result = await saveCoupon(deps, { staffId: admin.id, id: request.params.id, body: request.body });
      if (!result.ok) throw refused(result);
      return { message: m.couponSaved, coupon: result.coupon };
    });

    r.get('/admin/offers', {
      ...staff,
      schema: { security, tags: ['admin'], summary: 'Every offer row (kind, data, running or not, dates)', response: { 200: adminOfferListSchema, ...errors } },
    }, async (request) => {
      requireAdmin(request);
      return { offers: await listAdminOffers(deps.db) };
    });

    r.post('/admin/offers/:id', {
      ...staff,
      schema: { security, tags: ['admin'], summary: "Change an offer's data (checked against its kind), whether it runs and its dates; audited", params: promotionIdParamsSchema, body: offerBodySchema, response: { 200: offerSavedSchema, ...errors } },
    }, async (request) => {
      const admin = requireAdmin(request);
      const result = await saveOffer(deps, { staffId: admin.id, id: request.params.id, body: request.body });
      if (!result.ok) throw refused(result);
      return { message: m.offerSaved, offer: result.offer };
    });
  };
}
