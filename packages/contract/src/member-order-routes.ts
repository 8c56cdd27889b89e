import { guaranteeResponseSchema } from './guarantee.js';
import {
  cancelOrderBodySchema,
  completedOrderListSchema,
  memberOrderDetailSchema,
  memberOrderIdParamsSchema,
  memberOrderListSchema,
  memberOrderTabParamsSchema,
  orderActionResponseSchema,
  paginationQuerySchema,
  returnOrderBodySchema,
} from './member-orders.js';
import { defineRoute } from './route.js';

const tags = ['member orders'] as const;
const memberCall = { tags, audience: 'member' } as const;
const cancelSummary =
  'The Return action on a whole order: cancel with a full refund within eight business hours of payment, else a return request, as the refund policy says';

/**
 * The member's orders in the back office (accounts §2.10, §4, §7): lists by tab, one order, cancel
 * and return; and the shop's guarantee the storefront states. One descriptor each (route.ts).
 */
export const memberOrderRoutes = {
  guarantee: defineRoute({
    tags,
    audience: 'public',
    method: 'GET',
    path: '/guarantee',
    summary: 'What the shop promises: the money-back guarantee and the refund policy of every order (extension)',
    response: guaranteeResponseSchema,
    errors: [],
  }),
  list: defineRoute({
    ...memberCall,
    method: 'GET',
    path: '/user/orders',
    summary: "The member's orders, newest first (Orders tab)",
    query: paginationQuerySchema,
    response: memberOrderListSchema,
    errors: [400, 401, 404],
  }),
  completed: defineRoute({
    ...memberCall,
    method: 'GET',
    path: '/user/order/complete',
    summary: 'Completed (shipped) orders: Order History',
    query: paginationQuerySchema,
    response: completedOrderListSchema,
    errors: [400, 401, 404],
  }),
  tab: defineRoute({
    ...memberCall,
    method: 'GET',
    path: '/user/orders/:status',
    summary: 'One tab of the Orders page: pending (open), cancel, return, autoship or complete',
    params: memberOrderTabParamsSchema,
    query: paginationQuerySchema,
    response: memberOrderListSchema,
    errors: [400, 401, 404],
  }),
  detail: defineRoute({
    ...memberCall,
    method: 'GET',
    path: '/user/order/:id',
    summary: 'Order Details of one of my orders',
    params: memberOrderIdParamsSchema,
    response: memberOrderDetailSchema,
    errors: [400, 401, 404],
  }),
  cancel: defineRoute({
    ...memberCall,
    method: 'POST',
    path: '/user/order/cancel/:id',
    summary: cancelSummary,
    params: memberOrderIdParamsSchema,
    body: cancelOrderBodySchema,
    response: orderActionResponseSchema,
    errors: [400, 401, 404, 409, 422],
  }),
  /** The same action at the original client's path. */
  cancelBySpecPath: defineRoute({
    ...memberCall,
    method: 'POST',
    path: '/order/cancel/:id',
    summary: cancelSummary,
    params: memberOrderIdParamsSchema,
    body: cancelOrderBodySchema,
    response: orderActionResponseSchema,
    errors: [400, 401, 404, 409, 422],
  }),
  requestReturn: defineRoute({
    ...memberCall,
    method: 'POST',
    path: '/user/order/return/:id',
    summary: 'Return some units of some lines: a return request staff approve (merchandise less the restocking fee, plus its tax)',
    params: memberOrderIdParamsSchema,
    body: returnOrderBodySchema,
    response: orderActionResponseSchema,
    errors: [400, 401, 404, 409, 422],
  }),
};
