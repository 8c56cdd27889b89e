import { z } from 'zod';

// Commissions as the member reads them (accounts §3 and §7): the period summary of GET
// user/commissions and the detail of POST user/commissionsdetails. Amounts are 2-decimal strings
// in the currency of their key ('12.50', '-3.00'); nothing is converted between USD and CAD.

/** An amount in currency units with exactly 2 decimals. */
export const amountTextSchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** Stable codes of the commission calls' refusals (member, staff and the income disclosure). */
export const commissionErrorCodes = {
  periodNotFound: 'period_not_found',
  periodNotEnded: 'period_not_ended',
  linesOnHold: 'lines_on_hold',
  earlierPeriodOpen: 'earlier_period_open',
  periodsNotClosed: 'periods_not_closed',
  nothingToExport: 'nothing_to_export',
  batchNotFound: 'batch_not_found',
  runNotFound: 'run_not_found',
  invalidYear: 'invalid_year',
} as const;

export const commissionMessages = {
  startDate: 'Please enter the start date as YYYY-MM-DD.',
  endDate: 'Please enter the end date as YYYY-MM-DD.',
  order: 'The start date must be on or before the end date.',
  range: 'Please search at most 366 days at a time.',
  noData: 'No data found.',
} as const;

const isRealDate = (value: string) => {
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
};
const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isRealDate, message);

/** One period of a schedule in one currency, with the member's totals in it. */
export const commissionPeriodSchema = z.object({
  /** YYYY-MM-DD, inclusive. */
  start_date: z.string(),
  end_date: z.string(),
  total_bv: amountTextSchema,
  total_commission: amountTextSchema,
  /** Extension: 'open' for the running period (and any not closed yet), 'closed' once statements are made. */
  status: z.enum(['open', 'closed']),
  /** Extension: true for the period that contains today. */
  is_current: z.boolean(),
});
export type CommissionPeriod = z.infer<typeof commissionPeriodSchema>;

const byCurrency = <T extends z.ZodType>(schema: T) => z.object({ USD: schema, CAD: schema });

/** GET user/commissions: newest period first, the current one always included. */
export const commissionSummaryResponseSchema = z.object({
  bi_weekly: byCurrency(z.array(commissionPeriodSchema)),
  monthly: byCurrency(z.array(commissionPeriodSchema)),
});
export type CommissionSummary = z.infer<typeof commissionSummaryResponseSchema>;

/**
 * POST user/commissionsdetails: the member's lines booked between two dates of the shop's
 * calendar, inclusive. The member is the session's: a user_id in the body is ignored.
 * `period_kind` (extension) keeps only the lines of one schedule, as a summary tab shows them.
 */
export const commissionDetailsRequestSchema = z
  .object({
    start_date: isoDate(commissionMessages.startDate),
    end_date: isoDate(commissionMessages.endDate),
    period_kind: z.enum(['bi_weekly', 'monthly']).optional(),
  })
  .refine((b) => b.start_date <= b.end_date, { message: commissionMessages.order, path: ['end_date'] })
  .refine((b) => Date.parse(b.end_date) - Date.parse(b.start_date) <= 366 * 86_400_000, { message: commissionMessages.range, path: ['end_date'] });
export type CommissionDetailsRequest = z.infer<typeof commissionDetailsRequestSchema>;

/** A member named as other members see them in the back office: first name and last initial. */
export const memberMentionSchema = z.object({ name: z.string(), user_type: z.enum(['customer', 'ambassador', 'scholar']) });

/** Why a reversal was booked: the order's cancellation, return or refund, or a back-dated sponsor change (decision 0023). */
const reversalReason = z.enum(['cancel', 'return', 'refund', 'sponsor_change']);

/** Why one line was paid (plan §7). */
export const commissionLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['accrual', 'reversal']),
  product: z.string(),
  bv: amountTextSchema,
  rate_bps: z.number().int(),
  amount: amountTextSchema,
  structural_level: z.number().int(),
  paid_level: z.number().int(),
  compressed_over: z.array(memberMentionSchema.extend({ reason: z.enum(['customer', 'staff', 'company', 'closed']) })),
  plan_version: z.number().int().nullable(),
  schedule: z.enum(['bi_weekly', 'monthly']),
  /** held (until held_until), payable, or paid. */
  status: z.enum(['held', 'payable', 'paid']),
  /** ISO date-time, or null when nothing is held. */
  held_until: z.string().nullable(),
  /** YYYY-MM-DD on the shop's calendar: the paid day of an accrual, the refund day of a reversal. */
  booked_on: z.string(),
  /** A reversal: the line it reverses and why. */
  reverses_line_id: z.number().int().nullable(),
  reason: reversalReason.nullable(),
  /** An accrual: the reversals booked against it so far, whenever they were booked. */
  reversals: z.array(z.object({ amount: amountTextSchema, reason: reversalReason.nullable(), booked_on: z.string() })),
});
export type CommissionLine = z.infer<typeof commissionLineSchema>;

export const commissionOrderDetailSchema = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  /** The buyer, first name and last initial. */
  user_details: memberMentionSchema,
  /** YYYY-MM-DD */
  order_date: z.string(),
  /** The order's total as charged. */
  total: amountTextSchema,
  /** The member's commission on the order within the dates (reversals included). */
  commission_value: amountTextSchema,
  bv: amountTextSchema,
  products: z.array(z.object({ name: z.string(), quantity: z.number().int(), thumbnail_url: z.string().nullable() })),
  lines: z.array(commissionLineSchema),
});
export type CommissionOrderDetail = z.infer<typeof commissionOrderDetailSchema>;

export const commissionCurrencyDetailSchema = z.object({ total_commission: amountTextSchema, order_details: z.array(commissionOrderDetailSchema) });

export const commissionDetailsResponseSchema = z.object({ commissions: byCurrency(commissionCurrencyDetailSchema) });
export type CommissionDetails = z.infer<typeof commissionDetailsResponseSchema>;
