// Staff orders (issue 16 item 3): the searchable list, one order with everything that happened to
// it, and the staff actions (cancel, refund in full or by line, resend the confirmation). Amounts
// are 2-decimal numbers in the order's currency; dates are ISO strings.
import { z } from 'zod';
import { currencySchema, currencyWithMessage } from './currency.js';
import { countInput, idInput, INT32_MAX, textInput } from './input.js';
import { paginationSchema } from './member-orders.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD');
const amount = z.number();

export const staffOrderStatuses = ['Pending', 'Processing', 'Completed', 'Cancelled', 'Returned', 'Refunded'] as const;
export const staffPaymentStatuses = ['unpaid', 'pending', 'requires_action', 'paid', 'failed', 'partially_refunded', 'refunded'] as const;

/** GET admin/orders: search (order number, e-mail, name) and filters, a page at a time, newest first. */
export const staffOrderQuerySchema = z.object({
  q: textInput(100).optional(),
  status: z.enum(staffOrderStatuses, 'Unknown order status').optional(),
  payment_status: z.enum(staffPaymentStatuses, 'Unknown payment status').optional(),
  from: day.optional(),
  to: day.optional(),
  country: z.enum(['US', 'CA'], 'Unknown country').optional(),
  currency: currencyWithMessage('Unknown currency').optional(),
  page: countInput('page must be a whole number from 1', { min: 1, max: INT32_MAX }).default(1),
  per_page: countInput('per_page must be a whole number from 1 to 100', { min: 1, max: 100 }).default(20),
});
export type StaffOrderQuery = z.infer<typeof staffOrderQuerySchema>;
export type StaffOrderQueryInput = z.input<typeof staffOrderQuerySchema>;

export const staffOrderRowSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  customer_name: z.string(),
  email: z.string(),
  is_guest: z.boolean(),
  status: z.string(),
  payment_status: z.string(),
  shipping_status: z.string(),
  country: z.string(),
  currency: currencySchema,
  total: amount,
  refunded: amount,
});
export type StaffOrderRow = z.infer<typeof staffOrderRowSchema>;
export const staffOrderListSchema = z.object({ success: z.literal(true), data: z.array(staffOrderRowSchema), pagination: paginationSchema });
export type StaffOrderList = z.infer<typeof staffOrderListSchema>;

const address = z.object({ name: z.string(), lines: z.array(z.string()) }).nullable();

export const staffOrderDetailSchema = staffOrderRowSchema.extend({
  user_id: z.number().int().nullable(),
  mobile: z.string().nullable(),
  paid_at: z.string().nullable(),
  payment_method: z.string().nullable(),
  shipping_method: z.string().nullable(),
  is_autoship: z.boolean(),
  subscription_id: z.number().int().nullable(),
  ship_to: address,
  bill_to: address,
  subtotal: amount,
  discount: amount,
  shipping: amount,
  tax: amount,
  /** What is left to refund: the total less refunds made or on their way. */
  refundable: amount,
  sponsor: z.object({ id: z.number().int(), name: z.string(), link_name: z.string().nullable(), email: z.string() }).nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['product', 'fee']),
      name: z.string(),
      quantity: z.number().int(),
      unit_price: amount,
      discount: amount,
      total: amount,
      /** Units refunded or asked back already. */
      returned_quantity: z.number().int(),
    }),
  ),
  payments: z.array(z.object({ id: z.number().int(), provider: z.string(), method: z.string().nullable(), status: z.string(), amount, refunded: amount, provider_ref: z.string().nullable(), failure_message: z.string().nullable(), created_at: z.string() })),
  refunds: z.array(z.object({ id: z.number().int(), reason: z.string(), status: z.string(), amount, provider_ref: z.string().nullable(), failure_message: z.string().nullable(), created_at: z.string(), completed_at: z.string().nullable() })),
  returns: z.array(z.object({ id: z.number().int(), status: z.string(), refund_amount: amount, requested_at: z.string() })),
  shipments: z.array(z.object({ carrier: z.string(), tracking_number: z.string().nullable(), shipped_at: z.string().nullable() })),
  commissions: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['accrual', 'reversal']),
      member: z.object({ id: z.number().int(), name: z.string() }),
      level: z.number().int(),
      rate_percent: z.number(),
      base: amount,
      amount,
      status: z.string(),
      created_at: z.string(),
    }),
  ),
  history: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string(), note: z.string().nullable(), at: z.string() })),
  actions: z.object({ can_ship: z.boolean(), can_cancel: z.boolean(), can_refund: z.boolean(), can_resend_confirmation: z.boolean() }),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;
export const staffOrderResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: staffOrderDetailSchema });

/** POST admin/orders/{id}/cancel: an unpaid order is cancelled; a paid unshipped one is cancelled and refunded in full. */
export const staffCancelBodySchema = z.object({ reason: textInput(500).optional() }).optional();

/**
 * POST admin/orders/{id}/refund: without lines, everything left on the order; with lines, those
 * units (their merchandise and its tax, no restocking fee). `request_key` names the staff's one
 * attempt: the same key answers the refund already made, never a second one.
 */
export const staffRefundBodySchema = z.object({
  lines: z
    .array(z.object({ order_line_id: idInput('This product is not part of the order.'), quantity: countInput('Choose how many to refund', { min: 1, max: 10_000 }) }))
    .min(1, 'Choose what to refund')
    .max(100, 'Choose what to refund')
    .optional(),
  note: textInput(500).optional(),
  request_key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'request_key must be 8 to 64 letters, digits, - or _'),
});
export type StaffRefundBody = z.infer<typeof staffRefundBodySchema>;

export const staffOrderMessages = {
  cancelled: 'The order was cancelled.',
  cancelledRefunded: 'The order was cancelled and refunded.',
  refunded: 'The refund was sent.',
  refundPending: 'The refund is on its way: the provider has not confirmed it yet.',
  confirmationResent: 'The confirmation e-mail is on its way.',
} as const;
