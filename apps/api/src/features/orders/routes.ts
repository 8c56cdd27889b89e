import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@upline/contract/errors';
import {
  legacyOrderIdParamsSchema,
  orderCreatedSchema,
  orderDetailResponseSchema,
  orderIdParamsSchema,
  orderItemsResponseSchema,
  orderListResponseSchema,
  orderMessages,
  orderRequestSchema,
  priceChangedErrorSchema,
  type OrderCreated,
  type OrderRequestParsed,
} from '@upline/contract/orders';
import { toDecimal } from '@upline/domain/money';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../http/session.js';
import { readVisitorId } from '../promotions/visitor-cookie.js';
import { idempotencyKeyOf, runIdempotent } from './idempotent-request.js';
import { listMemberOrders } from './list-orders.js';
import { loadOrderLines, loadOwnedOrder } from './load-order.js';
import { grantOrderAccess, signOrderAccess } from './order-access.js';
import { toOrderDetail, toOrderSummary } from './order-wire.js';
import { placeOrder } from './place-order.js';

const session = { security: [{ cookie: [] as string[] }, { bearer: [] as string[] }] as Record<string, string[]>[] };
/** Members, or the guest who placed the order (its access cookie or `X-Order-Access` header). */
const sessionOrOrderAccess = { security: [...session.security, {}] };
const createResponses = {
  201: orderCreatedSchema,
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: priceChangedErrorSchema,
  422: errorBodySchema,
};

/** Orders: placing them (member and guest), reading one, the member's list and items page. */
export function orderRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    /** Places the order once per Idempotency-Key; a guest's browser gets the order's access proof. */
    const create = async (request: FastifyRequest, reply: FastifyReply, body: OrderRequestParsed, isGuest: boolean) => {
      const user = isGuest ? null : requireUser(request);
      const key = idempotencyKeyOf(request);
      const answer = await runIdempotent<OrderCreated>(deps, { scope: isGuest ? 'guest-orders' : 'orders', key, userId: user?.id ?? null, body }, async () => {
        const order = await placeOrder(deps, {
          body,
          user,
          visitorId: readVisitorId(request),
          clientIp: request.ip,
          idempotencyKey: `${isGuest ? 'guest' : `user:${user?.id}`}:${key}`,
        });
        const token = signOrderAccess(deps, order.id);
        return { statusCode: 201, body: { success: true, message: orderMessages.created, data: { order: toOrderSummary(order) }, order_access_token: token } };
      });
      const token = answer.body.order_access_token;
      if (token) grantOrderAccess(deps, request, reply, answer.body.data.order.id, token);
      return reply.code(answer.statusCode).send(answer.body);
    };

    r.post('/orders', {
      config: { audience: 'member' },
      schema: { ...session, tags: ['orders'], summary: "Place the signed-in member's order (checkout §3 order payload); Idempotency-Key header required", body: orderRequestSchema, response: createResponses },
    }, async (request, reply) => create(request, reply, request.body, false));

    r.post('/guest/orders', {
      schema: { tags: ['orders'], summary: "Place a guest's order (checkout §3 order payload); Idempotency-Key header required; sets the order-access cookie", body: orderRequestSchema, response: createResponses },
    }, async (request, reply) => create(request, reply, request.body, true));

    r.get('/orders/:order_id', {
      schema: {
        tags: ['orders'],
        summary: "One order, for its owner: the member, or the browser that placed the guest order",
        params: orderIdParamsSchema,
        response: { 200: orderDetailResponseSchema, 404: errorBodySchema },
      },
    }, async (request) => {
      const order = await loadOwnedOrder(deps, request, request.params.order_id);
      const { lines, taxes } = await loadOrderLines(deps.db, order.id);
      return { success: true as const, order: toOrderDetail(order, lines, taxes) };
    });

    r.get('/order', {
      schema: { ...session, tags: ['orders'], summary: "The signed-in member's orders ('Your Orders'); a token in the URL is ignored", response: { 200: orderListResponseSchema, 401: errorBodySchema } },
    }, async (request) => listMemberOrders(deps.db, requireUser(request).id));

    r.get('/order/:id', {
      schema: {
        ...sessionOrOrderAccess,
        tags: ['orders'],
        summary: 'The items of one of my orders (order items page)',
        params: legacyOrderIdParamsSchema,
        response: { 200: orderItemsResponseSchema, 404: errorBodySchema },
      },
    }, async (request) => {
      const order = await loadOwnedOrder(deps, request, request.params.id);
      const { lines } = await loadOrderLines(deps.db, order.id);
      return {
        id: order.id,
        order_number: order.orderNumber,
        currency: order.currency,
        orderItems: lines.map((l) => ({ name: l.name, image_url: l.thumbnailUrl, quantity: l.quantity, price: toDecimal(l.unitPriceMinor) })),
        totalPrice: toDecimal(order.totalMinor),
      };
    });
  };
}
