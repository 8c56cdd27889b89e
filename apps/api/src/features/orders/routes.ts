import type { FastifyReply, FastifyRequest } from 'fastify';
import { orderMessages, type OrderCreated, type OrderRequestParsed } from '@upline/contract/orders';
import { orderRoutes as calls } from '@upline/contract/order-routes';
import { toDecimal } from '@upline/domain/money';
import type { AppDeps } from '../../deps.js';
import { describedRoute, type AudienceRoute } from '../../http/route.js';
import { requireUser } from '../../http/session.js';
import { readVisitorId } from '../promotions/visitor-cookie.js';
import { idempotencyKeyOf, runIdempotent } from './idempotent-request.js';
import { listMemberOrders } from './list-orders.js';
import { loadOrderLines, loadOwnedOrder } from './load-order.js';
import { grantOrderAccess, signOrderAccess } from './order-access.js';
import { orderError } from './order-failure.js';
import type { OrderRow } from './order-draft.js';
import { toOrderDetail, toOrderSummary } from './order-wire.js';
import { placeOrder, placeOrderFactsRead } from './place-order.js';

/**
 * Orders: placing them (member and guest), reading one, the member's list and items page; app.ts
 * registers the member's calls in the member group and the others in the shop group.
 */
export function orderRoutes(deps: AppDeps): AudienceRoute[] {
  /** Places the order once per Idempotency-Key; a guest's browser gets the order's access proof. */
  const create = async (request: FastifyRequest, reply: FastifyReply, body: OrderRequestParsed, isGuest: boolean) => {
    const user = isGuest ? null : requireUser(request);
    const key = idempotencyKeyOf(request);
    if (!key.ok) throw orderError(key.failure);
    const idempotencyKey = `${isGuest ? 'guest' : `user:${user?.id}`}:${key.value}`;
    const claim = { scope: isGuest ? 'guest-orders' : 'orders', key: key.value, userId: user?.id ?? null, body };
    // The order's first read rides on the key's claim (one round trip).
    const answerOf = (order: OrderRow) => ({
      statusCode: 201,
      body: { success: true as const, message: orderMessages.created, data: { order: toOrderSummary(order) }, order_access_token: signOrderAccess(deps, order.id) },
    });
    const ran = await runIdempotent<OrderCreated>(deps, claim, async (facts, keep) => {
      const placed = await placeOrder(deps, {
        body,
        user,
        visitorId: readVisitorId(request),
        clientIp: request.ip,
        idempotencyKey,
        ...(facts ? { facts } : {}),
        // The answer is kept by the statement that writes the order.
        ...(keep ? { answer: { keep, answerOf } } : {}),
      });
      // A refusal frees the key (see runIdempotent) so the shopper can correct and retry.
      if (!placed.ok) throw orderError(placed.failure);
      return answerOf(placed.value);
    }, placeOrderFactsRead(deps, idempotencyKey));
    if (!ran.ok) throw orderError(ran.failure);
    const answer = ran.value;
    const token = answer.body.order_access_token;
    if (token) grantOrderAccess(deps, request, reply, answer.body.data.order.id, token);
    return reply.code(answer.statusCode).send(answer.body);
  };

  return [
    describedRoute(calls.place, async (request, reply) => create(request, reply, request.body, false)),

    describedRoute(calls.placeAsGuest, async (request, reply) => create(request, reply, request.body, true)),

    describedRoute(calls.detail, async (request) => {
      const order = await loadOwnedOrder(deps, request, request.params.order_id);
      const { lines, taxes } = await loadOrderLines(deps.db, order.id);
      return { success: true as const, order: toOrderDetail(order, lines, taxes) };
    }),

    describedRoute(calls.list, async (request) => listMemberOrders(deps.db, requireUser(request).id)),

    // Members, or the guest who placed the order (its access cookie or `X-Order-Access` header).
    describedRoute(calls.items, async (request) => {
      const order = await loadOwnedOrder(deps, request, request.params.id);
      const { lines } = await loadOrderLines(deps.db, order.id);
      return {
        id: order.id,
        order_number: order.orderNumber,
        currency: order.currency,
        orderItems: lines.map((l) => ({ name: l.name, image_url: l.thumbnailUrl, quantity: l.quantity, price: toDecimal(l.unitPriceMinor) })),
        totalPrice: toDecimal(order.totalMinor),
      };
    }),
  ];
}
