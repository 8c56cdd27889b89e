import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOrderIdParamsSchema, memberOrderMessages, type OrderActionFailure } from '@upline/contract/member-orders';
import { memberOrderRoutes as calls } from '@upline/contract/member-order-routes';
import { formatMoney } from '@upline/domain/money';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../http/errors.js';
import { describedRoute, type AudienceRoute } from '../../http/route.js';
import { requireUser } from '../../http/session.js';
import { orderNotFoundMessage } from '../orders/load-order.js';
import { cancelMemberOrder } from './cancel-member-order.js';
import { listMemberOrders } from './list-member-orders.js';
import { loadMoneyBackGuarantee } from './money-back-guarantee.js';
import { loadRefundPolicy } from './refund-policy-settings.js';
import { findMemberOrder, loadReturns, memberOrderDetail, memberOrderSummary, toMemberRefund } from './member-order-detail.js';
import type { OrderActionResult } from './order-action.js';
import { requestReturn } from './request-return.js';

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
    return_not_found: [404, m.returnNotFound],
    return_already_decided: [409, m.returnAlreadyDecided],
    already_shipped: [409, m.alreadyShipped],
    not_paid: [409, m.notPaid],
  };
  const [status, message] = table[code];
  return new AppError(status, code, message);
}

/**
 * The member's orders in the back office (accounts §2.10, §4, §7): lists by tab, one order, cancel
 * and return, member calls; and the shop's guarantee, for anyone (app.ts registers each call in
 * the group of its audience).
 */
export function memberOrderRoutes(deps: AppDeps): AudienceRoute[] {
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
          ? // The cancellation is kept when the provider does not make the refund: it stays for staff.
            result.refund.status === 'succeeded'
            ? memberOrderMessages.cancelledRefund(formatMoney(result.refund.amountMinor, order.currency))
            : memberOrderMessages.refundFailed
          : memberOrderMessages.returnRequested;
    return { success: true as const, message, order: summary, refund: result.refund ? toMemberRefund(result.refund) : null, return_request: returnWire };
  };

  const cancel = async (userId: number, id: number, reason: string | undefined) => answer(userId, await cancelMemberOrder(deps, { userId, orderId: id, reason }));

  return [
    // Public: the storefront's guarantee copy is built from these numbers, the refund policy's
    // being the ones the Return action applies.
    describedRoute(calls.guarantee, async () => {
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
    }),

    describedRoute(calls.list, async (request) => ({ success: true as const, ...(await listMemberOrders(deps, requireUser(request).id, null, request.query)) })),

    describedRoute(calls.completed, async (request) => {
      const { data, pagination } = await listMemberOrders(deps, requireUser(request).id, 'complete', request.query);
      return { success: true as const, orders: data, pagination };
    }),

    describedRoute(calls.tab, async (request) => ({ success: true as const, ...(await listMemberOrders(deps, requireUser(request).id, request.params.status, request.query)) })),

    describedRoute(calls.detail, async (request) => {
      const order = await findMemberOrder(deps, requireUser(request).id, request.params.id);
      if (!order) throw notFound(orderNotFoundMessage);
      return { success: true as const, order: await memberOrderDetail(deps, order) };
    }),

    ...[calls.cancel, calls.cancelBySpecPath].flatMap((descriptor) => [
      describedRoute(descriptor, async (request) => cancel(requireUser(request).id, request.params.id, request.body?.reason)),
      // The original client sent a GET: a change never rides on a GET (it could be fired by a link
      // or a prefetch). The refusal is the same for anyone, so it stays with the shop's calls.
      methodNotAllowed(descriptor.path),
    ]),

    describedRoute(calls.requestReturn, async (request) => {
      const user = requireUser(request);
      const lines = request.body.lines.map((l) => ({ lineId: l.order_line_id, quantity: l.quantity }));
      return answer(user.id, await requestReturn(deps, { userId: user.id, orderId: request.params.id, lines, reason: request.body.reason }));
    }),
  ];
}

/** A GET on an action's path: 405 naming POST, for anyone. */
function methodNotAllowed(path: string): AudienceRoute {
  return {
    audience: 'public',
    register: (app) =>
      app.withTypeProvider<ZodTypeProvider>().get(path, { schema: { hide: true, params: memberOrderIdParamsSchema } }, async (_request, reply: FastifyReply) =>
        reply.code(405).header('allow', 'POST').send({ error: memberOrderMessages.methodNotAllowed('GET', 'POST'), code: 'method_not_allowed' }),
      ),
  };
}
