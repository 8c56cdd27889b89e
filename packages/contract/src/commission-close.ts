import { z } from 'zod';
import { currencySchema, currencyWithMessage } from './currency.js';
import { idInput } from './input.js';
import { validateCommissionPlan, type CommissionPlan } from '@upline/domain/commissions';
import { amountTextSchema } from './commissions.js';

// Staff calls of the commission close (plan §5) and of what-if runs (plan §8). Amounts are
// 2-decimal strings in the period's currency; shares are percentages with 2 decimals.

export const commissionCloseMessages = {
  periodNotFound: 'This commission period does not exist.',
  periodNotEnded: 'This period has not ended yet.',
  linesOnHold: 'Some lines of this period are still held for the refund window.',
  earlierPeriodOpen: 'Close the earlier periods of this schedule and currency first.',
  nothingToExport: 'There is no payable statement to export in this currency.',
  batchNotFound: 'This payout batch does not exist.',
  planInvalid: 'The proposed plan is not valid.',
  periodsNotClosed: 'What-if runs only over closed periods.',
  runNotFound: 'This what-if run does not exist.',
} as const;

/** A period, payout batch or what-if run id in a path: out of range or not a number is a 400, never a 500. */
export const periodIdParamsSchema = z.object({ id: idInput('Unknown id') });

export const staffPeriodSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['biweekly', 'monthly']),
  currency: currencySchema,
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(['open', 'closed']),
  closed_at: z.string().nullable(),
  /** The first day (shop calendar) the period can be closed: its end plus the hold. */
  closable_from: z.string(),
  statements: z.number().int(),
});
export type StaffPeriod = z.infer<typeof staffPeriodSchema>;

export const staffPeriodListSchema = z.object({ success: z.literal(true), periods: z.array(staffPeriodSchema) });

/** One member's statement in a period: written at close, or what closing now would write. */
export const staffStatementSchema = z.object({
  member_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  accruals: amountTextSchema,
  reversals: amountTextSchema,
  carried_in: amountTextSchema,
  total: amountTextSchema,
  payout: amountTextSchema,
  carry_forward: amountTextSchema,
  status: z.enum(['payable', 'carried', 'paid']),
  paid_at: z.string().nullable(),
});
export type StaffStatement = z.infer<typeof staffStatementSchema>;

export const periodTotalsSchema = z.object({
  members: z.number().int(),
  payable_count: z.number().int(),
  carried_count: z.number().int(),
  accruals: amountTextSchema,
  reversals: amountTextSchema,
  carried_in: amountTextSchema,
  /** Sum of the statements' totals: carried in + accruals + reversals. */
  statements_total: amountTextSchema,
  payable_total: amountTextSchema,
  carried_forward_total: amountTextSchema,
  /** BV of the orders paid in the period. */
  bv: amountTextSchema,
  /** The period's commission (accruals + reversals) as a percentage of its BV, 2 decimals. */
  payout_share: z.string(),
  /** What the plan's levels of this schedule would pay on that BV, less what was accrued: levels nobody qualified for. */
  breakage: amountTextSchema,
});

export const periodPreviewSchema = z.object({
  success: z.literal(true),
  period: staffPeriodSchema,
  /** True when closing is possible now (ended, holds passed, earlier periods closed). */
  can_close: z.boolean(),
  totals: periodTotalsSchema,
  /** Largest totals first; at most 500 (the totals cover every member). */
  statements: z.array(staffStatementSchema),
});
export type PeriodPreview = z.infer<typeof periodPreviewSchema>;

export const closePeriodResponseSchema = z.object({ success: z.literal(true), message: z.string(), closed_now: z.boolean(), statements: z.number().int(), period: staffPeriodSchema });

export const payoutBatchSchema = z.object({
  id: z.number().int(),
  currency: currencySchema,
  status: z.enum(['exported', 'paid']),
  statement_count: z.number().int(),
  total: amountTextSchema,
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;

export const createPayoutBodySchema = z.object({ currency: currencyWithMessage('Please choose USD or CAD.') });
export const payoutBatchResponseSchema = z.object({ success: z.literal(true), message: z.string(), batch: payoutBatchSchema });
export const payoutBatchListSchema = z.object({ success: z.literal(true), batches: z.array(payoutBatchSchema), payable: z.object({ USD: amountTextSchema, CAD: amountTextSchema }) });

const levelSchema = z.object({
  level: z.number().int().min(1),
  rateBps: z.number().int().min(0).max(10_000),
  eligibility: z.enum(['member', 'active-scholar']),
  schedule: z.enum(['biweekly', 'monthly']),
});

/** The rules of a plan version as stored in commission_plan_versions.rules, checked as the engine checks a plan row. */
export const planRulesSchema = z
  .object({
    levels: z.array(levelSchema).min(1),
    maxPayoutBps: z.number().int().min(0).max(10_000),
    holdDays: z.number().int().min(0),
    minimumPayoutMinor: z.object({ USD: z.number().int().min(0), CAD: z.number().int().min(0) }),
    biweeklyAnchor: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  })
  .superRefine((rules, ctx) => {
    const result = validateCommissionPlan({ version: 0, ...rules } satisfies CommissionPlan);
    if (!result.ok) for (const problem of result.problems) ctx.addIssue({ code: 'custom', message: `${problem.kind}` });
  });
export type PlanRules = z.infer<typeof planRulesSchema>;

export const whatIfBodySchema = z.object({
  name: z.string().trim().max(120).optional(),
  plan: planRulesSchema,
  period_ids: z.array(z.number().int().positive()).min(1).max(60),
});
export type WhatIfBody = z.input<typeof whatIfBodySchema>;

export const whatIfTotalsSchema = z.object({
  currency: currencySchema,
  bv: amountTextSchema,
  actual: amountTextSchema,
  proposed: amountTextSchema,
  difference: amountTextSchema,
  actual_share: z.string(),
  proposed_share: z.string(),
  actual_breakage: amountTextSchema,
  proposed_breakage: amountTextSchema,
  members_up: z.number().int(),
  members_down: z.number().int(),
});

export const whatIfMemberSchema = z.object({
  member_id: z.number().int(),
  name: z.string(),
  currency: currencySchema,
  actual: amountTextSchema,
  proposed: amountTextSchema,
  difference: amountTextSchema,
});

export const whatIfRunSchema = z.object({
  success: z.literal(true),
  run: z.object({ id: z.number().int(), name: z.string().nullable(), created_at: z.string(), period_ids: z.array(z.number().int()), totals: z.array(whatIfTotalsSchema), members: z.array(whatIfMemberSchema) }),
});
export type WhatIfRun = z.infer<typeof whatIfRunSchema>['run'];

/** One of the member's own statements (GET user/commissions/statements), newest first. */
export const memberStatementSchema = z.object({
  kind: z.enum(['bi_weekly', 'monthly']),
  currency: currencySchema,
  start_date: z.string(),
  end_date: z.string(),
  accruals: amountTextSchema,
  reversals: amountTextSchema,
  carried_in: amountTextSchema,
  total: amountTextSchema,
  payout: amountTextSchema,
  carry_forward: amountTextSchema,
  status: z.enum(['payable', 'carried', 'paid']),
  paid_at: z.string().nullable(),
});
export type MemberStatement = z.infer<typeof memberStatementSchema>;
export const memberStatementsSchema = z.object({ success: z.literal(true), statements: z.array(memberStatementSchema) });
