import {
  legacyOrderIdParamsSchema,
  orderCreatedSchema,
  orderDetailResponseSchema,
  orderIdParamsSchema,
  orderItemsResponseSchema,
  orderListResponseSchema,
  orderRequestSchema,
  priceChangedErrorSchema,
} from './orders.js';
import { defineRoute } from './route.js';

const orderCall = { tags: ['orders'] } as const;
/** Placing an order: 201 with the order, or the checkout's failures (409 carries the new quote). */
const placing = { status: 201, idempotencyKey: 'required', errors: [400, 401, 403, 409, 422], errorBodies: { 409: priceChangedErrorSchema } } as const;

/**
 * Orders (checkout §3, accounts §2.10 Your Orders): placing one (member or guest), reading one, the
 * member's list and an order's items, one descriptor each (route.ts).
 */
export const orderRoutes = {
  place: defineRoute({
    ...orderCall,
    ...placing,
    audience: 'member',
    method: 'POST',
    path: '/orders',
    summary: "Place the signed-in member's order (checkout §3 order payload); Idempotency-Key header required",
    body: orderRequestSchema,
    response: orderCreatedSchema,
  }),
  placeAsGuest: defineRoute({
    ...orderCall,
    ...placing,
    audience: 'public',
    method: 'POST',
    path: '/guest/orders',
    summary: "Place a guest's order (checkout §3 order payload); Idempotency-Key header required; sets the order-access cookie",
    body: orderRequestSchema,
    response: orderCreatedSchema,
  }),
  detail: defineRoute({
    ...orderCall,
    audience: 'public',
    method: 'GET',
    path: '/orders/:order_id',
    summary: 'One order, for its owner: the member, or the browser that placed the guest order',
    params: orderIdParamsSchema,
    response: orderDetailResponseSchema,
    errors: [404],
  }),
  list: defineRoute({
    ...orderCall,
    audience: 'member',
    method: 'GET',
    path: '/order',
    summary: "The signed-in member's orders ('Your Orders'); a token in the URL is ignored",
    response: orderListResponseSchema,
    errors: [401],
  }),
  items: defineRoute({
    ...orderCall,
    audience: 'public',
    signIn: 'optional',
    method: 'GET',
    path: '/order/:id',
    summary: 'The items of one of my orders (order items page)',
    params: legacyOrderIdParamsSchema,
    response: orderItemsResponseSchema,
    errors: [404],
  }),
};
