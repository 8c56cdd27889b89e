import {
  memberOrderIdParamsSchema,
  shipOrderBodySchema,
  shipOrderResponseSchema,
  staffOrdersToShipSchema,
  staffReturnDecisionSchema,
  staffReturnListSchema,
  staffReturnQuerySchema,
  staffReturnResponseSchema,
} from './member-orders.js';
import { defineRoute } from './route.js';
import { staffCancelBodySchema, staffOrderListSchema, staffOrderQuerySchema, staffOrderResponseSchema, staffRefundBodySchema } from './staff-orders.js';

// The staff calls of orders and returns (decision 0020): the order search and one order with
// everything about it, cancel, refund, resend the confirmation, the orders to ship and shipping
// one, the returns queue and deciding a return.

const staff = { audience: 'admin', tags: ['admin'], errors: [400, 401, 403, 404, 409, 422] } as const;

const decideReturn = (approve: boolean) =>
  defineRoute({
    ...staff,
    method: 'POST',
    path: approve ? '/admin/returns/:id/approve' : '/admin/returns/:id/reject',
    summary: approve ? 'Approve a return: refunds its quoted amount through the provider the order was paid with' : 'Reject a return: its units may be asked back again',
    params: memberOrderIdParamsSchema,
    body: staffReturnDecisionSchema,
    response: staffReturnResponseSchema,
    errors: [...staff.errors, 502],
  });

export const staffOrderRoutes = {
  orders: defineRoute({
    ...staff,
    method: 'GET',
    path: '/admin/orders',
    summary: 'Orders by search (number, e-mail, name) and filters, newest first, a page at a time',
    query: staffOrderQuerySchema,
    response: staffOrderListSchema,
  }),
  order: defineRoute({
    ...staff,
    method: 'GET',
    path: '/admin/orders/:id',
    summary: 'One order: lines, payments, refunds, returns, shipments, sponsor, commission lines, history',
    params: memberOrderIdParamsSchema,
    response: staffOrderResponseSchema,
  }),
  cancel: defineRoute({
    ...staff,
    method: 'POST',
    path: '/admin/orders/:id/cancel',
    summary: 'Cancel an order not shipped yet; a paid one is refunded in full through its provider',
    params: memberOrderIdParamsSchema,
    body: staffCancelBodySchema,
    response: staffOrderResponseSchema,
  }),
  refund: defineRoute({
    ...staff,
    method: 'POST',
    path: '/admin/orders/:id/refund',
    summary: 'Refund everything left, or some units by line, through the provider the order was paid with (once per request_key)',
    params: memberOrderIdParamsSchema,
    body: staffRefundBodySchema,
    response: staffOrderResponseSchema,
  }),
  resendConfirmation: defineRoute({
    ...staff,
    method: 'POST',
    path: '/admin/orders/:id/resend-confirmation',
    summary: "Queue the order's confirmation e-mail again (paid orders)",
    params: memberOrderIdParamsSchema,
    response: staffOrderResponseSchema,
  }),
  toShip: defineRoute({ ...staff, method: 'GET', path: '/admin/orders/to-ship', summary: 'Paid orders waiting to be shipped, oldest first', response: staffOrdersToShipSchema }),
  ship: defineRoute({
    ...staff,
    method: 'POST',
    path: '/admin/orders/:id/ship',
    summary: 'Mark a paid order shipped with its carrier and tracking number; the shopper is e-mailed',
    params: memberOrderIdParamsSchema,
    body: shipOrderBodySchema,
    response: shipOrderResponseSchema,
  }),
  returns: defineRoute({
    ...staff,
    method: 'GET',
    path: '/admin/returns',
    summary: 'Return requests by status (requested first: the queue)',
    query: staffReturnQuerySchema,
    response: staffReturnListSchema,
  }),
  approveReturn: decideReturn(true),
  rejectReturn: decideReturn(false),
};
