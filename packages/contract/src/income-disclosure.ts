import { z } from 'zod';
import { currencySchema } from './currency.js';
import { defineRoute } from './route.js';

// The public income disclosure (compensation plan §9): GET income-disclosure?year=YYYY or
// ?period=trailing-12. Figures are generated from the commission ledger, per member type and
// currency, over every ambassador and scholar who was a member during the period (zero earners
// included). Amounts are integer minor units (cents) of the group's currency; shares are basis
// points (10,000 = 100%).

export const incomeDisclosureMessages = {
  period: "The period must be 'trailing-12', or ask for a calendar year with ?year=YYYY.",
  both: 'Ask for a calendar year or for the trailing 12 months, not both.',
} as const;

/** ?year is checked against the current year by the server (a clear 400 outside 2000..now). */
export const incomeDisclosureQuerySchema = z.object({
  year: z.string().max(12).optional(),
  period: z.enum(['trailing-12'], { error: incomeDisclosureMessages.period }).optional(),
});
export type IncomeDisclosureQuery = z.infer<typeof incomeDisclosureQuerySchema>;

const minor = z.number().int();

/** One member type (or both, 'all') in one currency. */
export const incomeDisclosureGroupSchema = z.object({
  member_type: z.enum(['ambassador', 'scholar', 'all']),
  currency: currencySchema,
  /** Members counted, zero earners included. */
  members: z.number().int().nonnegative(),
  /** Members whose net commissions (accruals less reversals) were zero or less. */
  zero_earners: z.number().int().nonnegative(),
  zero_share_bps: z.number().int().nullable(),
  total_minor: minor,
  mean_minor: minor.nullable(),
  median_minor: minor.nullable(),
  p10_minor: minor.nullable(),
  p25_minor: minor.nullable(),
  p75_minor: minor.nullable(),
  p90_minor: minor.nullable(),
  p99_minor: minor.nullable(),
  /** ceil(members / 100). */
  top_1_percent_members: z.number().int().nonnegative(),
  /** The top 1%'s share of all commissions of the group; null when the group earned nothing. */
  top_1_percent_share_bps: z.number().int().nullable(),
});
export type IncomeDisclosureGroup = z.infer<typeof incomeDisclosureGroupSchema>;

/** A cost of being a member: the scholar website fee, per plan. Ambassadors have none. */
export const incomeDisclosureExpenseSchema = z.object({
  member_type: z.enum(['ambassador', 'scholar']),
  kind: z.literal('website_fee'),
  /** Billing interval: 1 (monthly) or 12 (annual). */
  plan_months: z.number().int(),
  /** Price of one unit per billing interval, in the member's currency. */
  amount_minor: minor,
  /** What a year of it costs for one unit. */
  yearly_minor: minor,
});

export const incomeDisclosureResponseSchema = z.object({
  period: z.object({
    kind: z.enum(['year', 'trailing-12']),
    year: z.number().int().nullable(),
    /** Inclusive dates on the shop's calendar (time_zone). */
    start_date: z.string(),
    end_date: z.string(),
    time_zone: z.string(),
    /** False for the current year to date. */
    is_complete: z.boolean(),
  }),
  /** Calendar years that can be asked for, newest first (from the first member's year to now). */
  years: z.array(z.number().int()),
  /** ambassador, scholar and all, each in USD and CAD. */
  groups: z.array(incomeDisclosureGroupSchema),
  expenses: z.array(incomeDisclosureExpenseSchema),
  /** When these figures were computed (ISO 8601). */
  generated_at: z.string(),
});
export type IncomeDisclosure = z.infer<typeof incomeDisclosureResponseSchema>;

/** GET income-disclosure (route.ts): public figures, the same for everyone. */
export const incomeDisclosureRoute = defineRoute({
  method: 'GET',
  path: '/income-disclosure',
  audience: 'public',
  tags: ['commissions'],
  summary:
    'The income disclosure: per member type and currency, what every ambassador and scholar earned in a calendar year (?year=YYYY, default the current one) or the trailing 12 months (?period=trailing-12), zero earners included, with the website fee',
  query: incomeDisclosureQuerySchema,
  response: incomeDisclosureResponseSchema,
  errors: [400],
});
