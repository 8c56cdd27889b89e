import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@upline/contract/errors';
import { memberOrderIdParamsSchema, memberOrderMessages } from '@upline/contract/member-orders';
import { staffCancelBodySchema, staffOrderListSchema, staffOrderMessages, staffOrderQuerySchema, staffOrderResponseSchema, staffRefundBodySchema } from '@upline/contract/staff-orders';
import type { AppDeps } from '../../deps.js';
import { requireAdmin } from '../../http/session.js';
import { orderActionError } from './routes.js';
import { resendConfirmation, staffCancelOrder } from './staff-cancel.js';
import { loadStaffOrder } from './staff-order-detail.js';
import { listStaffOrders } from './staff-order-list.js';
import { staffRefund } from './staff-refund.js';
import type { RefundRow } from './order-facts.js';

const staff = { config: { audience: 'admin' as const } };
const security = [{ bearer: [] as string[] }, { cookie: [] as string[] }] as Record<string, string[]>[];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

const refundMessage = (refund: RefundRow | null, done: string) =>
  !refund || refund.status === 'succeeded' ? done : refund.status === 'pending' ? staffOrderMessages.refundPending : memberOrderMessages.refundFailed;

/** Staff orders: search, one order with everything about it, cancel, refund (full or by line), resend the confirmation. */
export function staffOrderAdminRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const detail = async (id: number) => {
      const order = await loadStaffOrder(deps, id);
      if (!order) throw orderActionError('order_not_found');
      return order;
    };

    r.get('/admin/orders', {
      ...staff,
      schema: { security, tags: ['admin'], summary: 'Orders by search (number, e-mail, name) and filters, newest first, a page at a time', querystring: staffOrderQuerySchema, response: { 200: staffOrderListSchema, ...errors } },
    }, async (request) => {
      requireAdmin(request);
      return { success: true as const, ...(await listStaffOrders(deps, request.query)) };
    });

    r.get('/admin/orders/:id', {
      ...staff,
      schema: { security, tags: ['admin'], summary: 'One order: lines, payments, refunds, returns, shipments, sponsor, commission lines, history', params: memberOrderIdParamsSchema, response: { 200: staffOrderResponseSchema, ...errors } },
    }, async (request) => {
      requireAdmin(request);
      return { success: true as const, data: await detail(request.params.id) };
    });

    r.post('/admin/orders/:id/cancel', {
      ...staff,
      schema: { security, tags: ['admin'], summary: 'Cancel an order not shipped yet; a paid one is refunded in full through its provider', params: memberOrderIdParamsSchema, body: staffCancelBodySchema, response: { 200: staffOrderResponseSchema, ...errors } },
    }, async (request) => {
      const admin = requireAdmin(request);
      const result = await staffCancelOrder(deps, { staffId: admin.id, orderId: request.params.id, reason: request.body?.reason });
      if (!result.ok) throw orderActionError(result.code);
      const message = result.refund ? refundMessage(result.refund, staffOrderMessages.cancelledRefunded) : staffOrderMessages.cancelled;
      return { success: true as const, message, data: await detail(request.params.id) };
    });

    r.post('/admin/orders/:id/refund', {
      ...staff,
      schema: { security, tags: ['admin'], summary: 'Refund everything left, or some units by line, through the provider the order was paid with (once per request_key)', params: memberOrderIdParamsSchema, body: staffRefundBodySchema, response: { 200: staffOrderResponseSchema, ...errors } },
    }, async (request) => {
      const admin = requireAdmin(request);
      const b = request.body;
      const result = await staffRefund(deps, { staffId: admin.id, orderId: request.params.id, lines: b.lines?.map((l) => ({ lineId: l.order_line_id, quantity: l.quantity })), note: b.note, requestKey: b.request_key });
      if (!result.ok) throw orderActionError(result.code);
      return { success: true as const, message: refundMessage(result.refund, staffOrderMessages.refunded), data: await detail(request.params.id) };
    });

    r.post('/admin/orders/:id/resend-confirmation', {
      ...staff,
      schema: { security, tags: ['admin'], summary: "Queue the order's confirmation e-mail again (paid orders)", params: memberOrderIdParamsSchema, response: { 200: staffOrderResponseSchema, ...errors } },
    }, async (request) => {
      const admin = requireAdmin(request);
      const result = await resendConfirmation(deps, { staffId: admin.id, orderId: request.params.id });
      if (!result.ok) throw orderActionError(result.code);
      return { success: true as const, message: staffOrderMessages.confirmationResent, data: await detail(request.params.id) };
    });
  };
}
