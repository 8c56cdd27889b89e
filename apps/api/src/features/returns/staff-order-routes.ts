import type { FastifyInstance } from 'fastify';
import { memberOrderMessages } from '@upline/contract/member-orders';
import { staffOrderRoutes as calls } from '@upline/contract/staff-order-routes';
import { staffOrderMessages } from '@upline/contract/staff-orders';
import type { AppDeps } from '../../deps.js';
import { registerRoute } from '../../http/route.js';
import { requireAdmin } from '../../http/session.js';
import { orderActionError } from './routes.js';
import { resendConfirmation, staffCancelOrder } from './staff-cancel.js';
import { loadStaffOrder } from './staff-order-detail.js';
import { listStaffOrders } from './staff-order-list.js';
import { staffRefund } from './staff-refund.js';
import type { RefundRow } from './order-facts.js';

const refundMessage = (refund: RefundRow | null, done: string) =>
  !refund || refund.status === 'succeeded' ? done : refund.status === 'pending' ? staffOrderMessages.refundPending : memberOrderMessages.refundFailed;

/** Staff orders: search, one order with everything about it, cancel, refund (full or by line), resend the confirmation. */
export function staffOrderAdminRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const detail = async (id: number) => {
      const order = await loadStaffOrder(deps, id);
      if (!order) throw orderActionError('order_not_found');
      return order;
    };

    registerRoute(app, calls.orders, async (request) => {
      return { success: true as const, ...(await listStaffOrders(deps, request.query)) };
    });

    registerRoute(app, calls.order, async (request) => {
      return { success: true as const, data: await detail(request.params.id) };
    });

    registerRoute(app, calls.cancel, async (request) => {
      const admin = requireAdmin(request);
      const result = await staffCancelOrder(deps, { staffId: admin.id, orderId: request.params.id, reason: request.body?.reason });
      if (!result.ok) throw orderActionError(result.code);
      const message = result.refund ? refundMessage(result.refund, staffOrderMessages.cancelledRefunded) : staffOrderMessages.cancelled;
      return { success: true as const, message, data: await detail(request.params.id) };
    });

    registerRoute(app, calls.refund, async (request) => {
      const admin = requireAdmin(request);
      const b = request.body;
      const result = await staffRefund(deps, { staffId: admin.id, orderId: request.params.id, lines: b.lines?.map((l) => ({ lineId: l.order_line_id, quantity: l.quantity })), note: b.note, requestKey: b.request_key });
      if (!result.ok) throw orderActionError(result.code);
      return { success: true as const, message: refundMessage(result.refund, staffOrderMessages.refunded), data: await detail(request.params.id) };
    });

    registerRoute(app, calls.resendConfirmation, async (request) => {
      const admin = requireAdmin(request);
      const result = await resendConfirmation(deps, { staffId: admin.id, orderId: request.params.id });
      if (!result.ok) throw orderActionError(result.code);
      return { success: true as const, message: staffOrderMessages.confirmationResent, data: await detail(request.params.id) };
    });
  };
}
