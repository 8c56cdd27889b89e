import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@upline/contract/errors';
import {
  cancelOrderBodySchema,
  completedOrderListSchema,
  memberOrderDetailSchema,
  memberOrderIdParamsSchema,
  memberOrderListSchema,
  memberOrderMessages,
  memberOrderTabParamsSchema,
  orderActionResponseSchema,
  paginationQuerySchema,
  returnOrderBodySchema,
  type OrderActionFailure,
} from '@upline/contract/member-orders';
import { guaranteeResponseSchema } from '@upline/contract/guarantee';
import { formatMoney } from '@upline/domain/money';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../http/errors.js';
import { requireUser } from '../../http/session.js';
import { orderNotFoundMessage } from '../orders/load-order.js';
import { cancelMemberOrder } from './cancel-member-order.js';
import { listMemberOrders } from './list-member-orders.js';
import { loadMoneyBackGuarantee } from './money-back-guarantee.js';
import { loadRefundPolicy } from './refund-policy-settings.js';
import { findMemberOrder, loadReturns, memberOrderDetail, memberOrderSummary, toMemberRefund } from './member-order-detail.js';
import type { OrderActionResult } from './order-action.js';
import { requestReturn } from './request-return.js';

const session = { security: [{ cookie: [] as string[] }, { bearer: [] as string[] }] as Record<string, string[]>[] };
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
const actionErrors = { ...errors, 409: errorBodySchema, 422: errorBodySchema };

/** The status and message of each expected failure of the order actions. */
export function orderActionError(code: OrderActionFailure, closedOn?: string): AppError {
  const m = memberOrderMessages;
  const table: Record<OrderActionFailure, [number, string]> = {
    order_not_found: [404, orderNotFoundMessage],
    already_cancelled: [409, m.alreadyCancelled],
    not_refundable: [409, m.notRefundable],
    window_closed: [422, m.windowClosed(closedOn ?? '')],
    return_pending: [409, m.returnPending],
    too_many_units: [422, m.tooManyUnits],
    unknown_line: [422, m.unknownLine],
    refund_failed: [502, m.refundFailed],
    return_not_found: [404, m.returnNotFound],
    return_already_decided: [409, m.returnAlreadyDecided],
    already_shipped: [409, m.alreadyShipped],
    not_paid: [409, m.notPaid],
  };
  const [status, message] = table[code];
  return new AppError(status, code, message);
}

/** The member's orders in the back office (accounts §2.10, §4, §7): lists by tab, one order, cancel and return. */
export function memberOrderRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { config: { audience: 'member' as const } };

    // Public: the storefront's guarantee copy is built from these numbers, the refund policy's
    // being the ones the Return action applies.
    r.get('/guarantee', {
      schema: {
        tags: ['member orders'],
        summary: 'What the shop promises: the money-back guarantee and the refund policy of every order (extension)',
        response: { 200: guaranteeResponseSchema },
      },
    }, async () => {
      const [moneyBack, policy] = await Promise.all([loadMoneyBackGuarantee(deps.db), loadRefundPolicy(deps.db, deps.config.shopTimeZone)]);
      return {
        money_back: moneyBack,
        returns: {
          cancel_business_hours: policy.cancelBusinessHours,
          return_window_days: policy.returnWindowDays,
          restocking_fee_bps: policy.restockingFeeBps,
          refunds_shipping: false,
        },
      };
    });

    r.get('/user/orders', {
      ...member,
      schema: { ...session, tags: ['member orders'], summary: "The member's orders, newest first (Orders tab)", querystring: paginationQuerySchema, response: { 200: memberOrderListSchema, ...errors } },
    }, async (request) => ({ success: true as const, ...(await listMemberOrders(deps, requireUser(request).id, null, request.query)) }));

    r.get('/user/order/complete', {
      ...member,
      schema: { ...session, tags: ['member orders'], summary: 'Completed (shipped) orders: Order History', querystring: paginationQuerySchema, response: { 200: completedOrderListSchema, ...errors } },
    }, async (request) => {
      const { data, pagination } = await listMemberOrders(deps, requireUser(request).id, 'complete', request.query);
      return { success: true as const, orders: data, pagination };
    });

    r.get('/user/orders/:status', {
      ...member,
      schema: {
        ...session,
        tags: ['member orders'],
        summary: 'One tab of the Orders page: pending (open), cancel, return, autoship or complete',
        params: memberOrderTabParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: memberOrderListSchema, ...errors },
      },
    }, async (request) => ({ success: true as const, ...(await listMemberOrders(deps, requireUser(request).id, request.params.status, request.query)) }));

    r.get('/user/order/:id', {
      ...member,
      schema: { ...session, tags: ['member orders'], summary: 'Order Details of one of my orders', params: memberOrderIdParamsSchema, response: { 200: memberOrderDetailSchema, ...errors } },
    }, async (request) => {
      const order = await findMemberOrder(deps, requireUser(request).id, request.params.id);
      if (!order) throw notFound(orderNotFoundMessage);
      return { success: true as const, order: await memberOrderDetail(deps, order) };
    });

    /** The answer of an action: the server's message and the order as it is now. */
    const answer = async (userId: number, result: OrderActionResult) => {
      if (!result.ok) throw orderActionError(result.code, result.closedOn);
      const order = await findMemberOrder(deps, userId, result.orderId);
      if (!order) throw notFound(orderNotFoundMessage);
      const summary = await memberOrderSummary(deps, order);
      const returnWire = result.returnRequest ? ((await loadReturns(deps, [order.id])).find((x) => x.row.id === result.returnRequest?.id)?.wire ?? null) : null;
      const message =
        result.kind === 'cancelled'
          ? memberOrderMessages.cancelled
          : result.kind === 'refunded' && result.refund
            ? memberOrderMessages.cancelledRefund(formatMoney(result.refund.amountMinor, order.currency))
            : memberOrderMessages.returnRequested;
      return { success: true as const, message, order: summary, refund: result.refund ? toMemberRefund(result.refund) : null, return_request: returnWire };
    };

    const cancel = async (userId: number, id: number, reason: string | undefined) => answer(userId, await cancelMemberOrder(deps, { userId, orderId: id, reason }));
    for (const path of ['/user/order/cancel/:id', '/order/cancel/:id']) {
      r.post(path, {
        ...member,
        schema: {
          ...session,
          tags: ['member orders'],
          summary: 'The Return action on a whole order: cancel with a full refund within eight business hours of payment, else a return request, as the refund policy says',
          params: memberOrderIdParamsSchema,
          body: cancelOrderBodySchema,
          response: { 200: orderActionResponseSchema, ...actionErrors },
        },
      }, async (request) => {
        const user = requireUser(request);
        return cancel(user.id, request.params.id, request.body?.reason);
      });
      // The original client sent a GET: a change never rides on a GET (it could be fired by a link or a prefetch).
      r.get(path, { schema: { hide: true, params: memberOrderIdParamsSchema } }, async (_request, reply: FastifyReply) =>
        reply.code(405).header('allow', 'POST').send({ error: memberOrderMessages.methodNotAllowed('GET', 'POST'), code: 'method_not_allowed' }),
      );
    }

    r.post('/user/order/return/:id', {
      ...member,
      schema: {
        ...session,
        tags: ['member orders'],
        summary: 'Return some units of some lines: a return request staff approve (merchandise less the restocking fee, plus its tax)',
        params: memberOrderIdParamsSchema,
        body: returnOrderBodySchema,
        response: { 200: orderActionResponseSchema, ...actionErrors },
      },
    }, async (request) => {
      const user = requireUser(request);
      const lines = request.body.lines.map((l) => ({ lineId: l.order_line_id, quantity: l.quantity }));
      return answer(user.id, await requestReturn(deps, { userId: user.id, orderId: request.params.id, lines, reason: request.body.reason }));
    });
  };
}
