import { z } from 'zod';
import { currencySchema } from './currency.js';
import { countInput, idInput, INT32_MAX, textInput } from './input.js';

// The member's orders in the back office (accounts §2.10 Orders, Order Details, Order History,
// Re Order; §3 Order and Order product; §4 order lists by status; §7 the order calls): the lists
// by tab, one order, cancelling or returning it, and the staff calls that ship orders and decide
// returns. Every call answers only the order's owner; another member's order is a 404.

/** An amount as the wire shows it: a number with at most 2 decimals, in the order's currency. */
const amount = z.number();

/** The tabs of the Orders page and Order History (accounts §4), as the path names them. */
export const memberOrderTabs = ['pending', 'cancel', 'return', 'autoship', 'complete'] as const;
export const memberOrderTabSchema = z.enum(memberOrderTabs, { error: 'Unknown order list' });
export type MemberOrderTab = z.infer<typeof memberOrderTabSchema>;

/**
 * Where the order stands, in one word the pages translate: placed and unpaid (pending), paid and
 * being prepared (processing), shipped, delivered, cancelled, returned (a return was refunded)
 * and refunded (money given back without a return).
 */
export const memberOrderStates = ['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned', 'refunded'] as const;
export type MemberOrderState = (typeof memberOrderStates)[number];

/** Order product (accounts §3): the spec's names (image_url, thumbnail_url, imageURL, pivot) and the line's facts. */
export const memberOrderProductSchema = z.object({
  order_line_id: z.number().int(),
  product_id: z.number().int().nullable(),
  name: z.string(),
  image_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  imageURL: z.string().nullable(),
  /** Unit price paid. */
  price: amount,
  quantity: z.number().int(),
  pivot: z.object({ quantity: z.number().int(), price: amount }),
  line_total: amount,
  /** Purchase type 2: bought on autoship. */
  autoship: z.boolean(),
  /** Units already returned or asked back, and units that may still be returned. */
  returned_quantity: z.number().int(),
  returnable_quantity: z.number().int(),
});
export type MemberOrderProduct = z.infer<typeof memberOrderProductSchema>;

/** What the Return action does today for this order (pure rule: refund policy in docs/refund-policy.md). */
export const returnOptionSchema = z.discriminatedUnion('action', [
  /** Unshipped and within eight business hours of payment: cancelled with a full refund at once. */
  z.object({ action: z.literal('cancel'), refund_amount: amount, until: z.string() }),
  /** Unpaid: cancelled, nothing to refund. */
  z.object({ action: z.literal('cancel_unpaid') }),
  /** Within the return window: a return request staff approve; merchandise less the restocking fee, plus its tax. */
  z.object({ action: z.literal('return'), restocking_fee_percent: z.number(), window_closes_on: z.string() }),
  /** Past the window: nothing refundable; `closed_on` says when it closed. */
  z.object({ action: z.literal('closed'), closed_on: z.string() }),
  /** Already cancelled, fully returned or refunded, or a return is waiting for staff. */
  z.object({ action: z.literal('none'), reason: z.enum(['cancelled', 'refunded', 'returned', 'return_requested']) }),
]);
export type ReturnOption = z.infer<typeof returnOptionSchema>;

/** Order (accounts §3) as the member's lists show it. */
export const memberOrderSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  /** ISO date-time; createdDate repeats it for the legacy pages (first 10 characters shown). */
  order_date: z.string(),
  createdDate: z.string(),
  /** YYYY-MM-DD in the shop's time zone; pages format it in the reader's language. */
  formatted_order_date: z.string(),
  currency: currencySchema,
  items_total: amount,
  discount_amount: amount,
  shipping_method: z.string().nullable(),
  shipping_amount: amount,
  tax_amount: amount,
  total: amount,
  totalPrice: amount,
  refunded_amount: amount,
  autoship: z.boolean(),
  state: z.enum(memberOrderStates),
  order_status: z.string(),
  payment_status: z.string(),
  shipping_status: z.string(),
  products: z.array(memberOrderProductSchema),
  return_option: returnOptionSchema,
});
export type MemberOrder = z.infer<typeof memberOrderSchema>;

export const paginationQuerySchema = z.object({
  page: countInput('page must be a whole number from 1', { min: 1, max: INT32_MAX }).default(1),
  per_page: countInput('per_page must be a whole number from 1 to 100', { min: 1, max: 100 }).default(20),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const paginationSchema = z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), pages: z.number().int() });

/** GET user/orders and GET user/orders/{status}: `data` as the spec reads it. */
export const memberOrderListSchema = z.object({ success: z.literal(true), data: z.array(memberOrderSchema), pagination: paginationSchema });
export type MemberOrderList = z.infer<typeof memberOrderListSchema>;

/** GET user/order/complete: completed orders (Order History) under `orders`. */
export const completedOrderListSchema = z.object({ success: z.literal(true), orders: z.array(memberOrderSchema), pagination: paginationSchema });
export type CompletedOrderList = z.infer<typeof completedOrderListSchema>;

export const memberOrderAddressSchema = z.object({
  name: z.string(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  country: z.string().nullable(),
});

export const memberRefundSchema = z.object({
  id: z.number().int(),
  amount: amount,
  status: z.enum(['pending', 'succeeded', 'failed']),
  reason: z.enum(['cancel', 'return', 'staff', 'provider']),
  created_at: z.string(),
});

export const memberReturnSchema = z.object({
  id: z.number().int(),
  status: z.enum(['requested', 'approved', 'rejected', 'refunded']),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  refund_amount: amount,
  restocking_fee: amount,
  lines: z.array(z.object({ order_line_id: z.number().int(), name: z.string(), quantity: z.number().int() })),
  note: z.string().nullable(),
});
export type MemberReturn = z.infer<typeof memberReturnSchema>;

/** GET user/order/{id}: Order Details (accounts §2.10) and the receipt. */
export const memberOrderDetailSchema = z.object({
  success: z.literal(true),
  order: memberOrderSchema.extend({
    email: z.string(),
    shipping_tax_amount: amount,
    /** What was charged (TOTAL PAID), less refunds in refunded_amount. */
    total_paid: amount,
    tax_lines: z.array(z.object({ name: z.string(), rate: z.number(), amount: amount, on_shipping: z.boolean() })),
    shipping_address: memberOrderAddressSchema,
    billing_address: memberOrderAddressSchema,
    /** 'Visa ending in 4242', 'PayPal', or null when unpaid. */
    payment_label: z.string().nullable(),
    tracking: z.object({ carrier: z.string(), tracking_number: z.string().nullable(), shipped_at: z.string().nullable() }).nullable(),
    refunds: z.array(memberRefundSchema),
    returns: z.array(memberReturnSchema),
  }),
});
export type MemberOrderDetail = z.infer<typeof memberOrderDetailSchema>;

export const memberOrderIdParamsSchema = z.object({ id: idInput('Unknown order') });
export const memberOrderTabParamsSchema = z.object({ status: memberOrderTabSchema });

/** POST user/order/cancel/{id} and POST order/cancel/{id}: the Return action on the whole order. */
export const cancelOrderBodySchema = z.object({ reason: textInput(500).optional() }).optional();

/** POST user/order/return/{id}: a return of some units of some lines. */
export const returnOrderBodySchema = z.object({
  lines: z
    .array(z.object({ order_line_id: idInput('Unknown order line'), quantity: countInput('Choose how many to return', { min: 1, max: 10_000 }) }))
    .min(1, 'Choose what to return')
    .max(100, 'Choose what to return'),
  reason: textInput(500).optional(),
});
export type ReturnOrderBody = z.infer<typeof returnOrderBodySchema>;

/** The answer of cancel and return: the server's message (shown as a toast), and the order after it. */
export const orderActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: memberOrderSchema,
  refund: memberRefundSchema.nullable(),
  return_request: memberReturnSchema.nullable(),
});
export type OrderActionResponse = z.infer<typeof orderActionResponseSchema>;

// Staff: the returns queue, deciding a return, shipping an order.

export const staffReturnSchema = memberReturnSchema.extend({
  order_id: z.number().int(),
  order_number: z.string(),
  customer_name: z.string(),
  currency: currencySchema,
  reason: z.string().nullable(),
});
export const staffReturnListSchema = z.object({ success: z.literal(true), returns: z.array(staffReturnSchema) });
export type StaffReturnList = z.infer<typeof staffReturnListSchema>;
export const staffReturnQuerySchema = z.object({ status: z.enum(['requested', 'approved', 'rejected', 'refunded']).default('requested') });
export const staffReturnDecisionSchema = z.object({ note: textInput(500).optional() }).optional();
export const staffReturnResponseSchema = z.object({ success: z.literal(true), message: z.string(), return_request: staffReturnSchema });

export const shipOrderBodySchema = z.object({
  carrier: textInput(60).pipe(z.string().trim().min(1, 'This field is required')),
  tracking_number: textInput(80).optional(),
});
/** GET admin/orders/to-ship: paid orders waiting to be shipped, oldest first. */
export const staffOrdersToShipSchema = z.object({
  success: z.literal(true),
  orders: z.array(
    z.object({
      id: z.number().int(),
      order_number: z.string(),
      customer_name: z.string(),
      paid_at: z.string(),
      currency: currencySchema,
      total: amount,
      item_count: z.number().int(),
      ship_to: z.string(),
    }),
  ),
});
export type StaffOrdersToShip = z.infer<typeof staffOrdersToShipSchema>;
export type StaffReturn = z.infer<typeof staffReturnSchema>;

export const shipOrderResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Stable codes of the order actions' expected failures; the route maps each to its status. */
export const orderActionFailures = [
  'order_not_found',
  'already_cancelled',
  'not_refundable',
  'window_closed',
  'return_pending',
  'too_many_units',
  'unknown_line',
  'return_not_found',
  'return_already_decided',
  'already_shipped',
  'not_paid',
] as const;
export type OrderActionFailure = (typeof orderActionFailures)[number];

export const memberOrderMessages = {
  cancelled: 'Your order was cancelled.',
  cancelledRefund: (amountText: string) => `Your order was cancelled. A refund of ${amountText} is on its way to your payment method.`,
  returnRequested: 'Your return request was received. We will e-mail you once it is approved.',
  alreadyCancelled: 'This order is already cancelled.',
  notRefundable: 'Nothing is left to refund on this order.',
  windowClosed: (date: string) => `Returns for this order closed on ${date}.`,
  returnPending: 'A return for this order is already waiting for approval.',
  tooManyUnits: 'You cannot return more units than you bought.',
  unknownLine: 'This product is not part of the order.',
  /** The cancel's answer when the provider refused or failed the refund: the order stays cancelled, staff complete the refund. */
  refundFailed: 'The refund could not be made right now. Our team has been told and will complete it.',
  returnNotFound: 'Return request not found',
  returnAlreadyDecided: 'This return request was already decided.',
  returnApproved: 'Return approved and refunded.',
  returnRejected: 'Return rejected.',
  alreadyShipped: 'This order is already shipped.',
  notPaid: 'This order is not paid yet.',
  shipped: 'Order marked as shipped.',
  methodNotAllowed: (method: string, allowed: string) => `${method} is not allowed here: use ${allowed}.`,
} as const;
