// The compensation plan as versioned data (COMPENSATION-PLAN.md; accounts §1 and §9). The rules
// of the engine never hold a rate, a level or a limit of their own: they read them from a plan
// version, the `rules` of a `commission_plan_versions` row. `planVersion1` is the data the seed
// installs; a later version is a new row, and every ledger line records the version it used.
import { currencies, type Currency } from '../money/index.js';

/** Who may be paid at a paid level: any commission member, or only a scholar with an active plan. */
export type LevelEligibility = 'member' | 'active-scholar';
/** When a paid level is paid: level commissions bi-weekly, scholar overrides monthly. */
export type PayoutSchedule = 'biweekly' | 'monthly';

export interface CommissionLevel {
  /** Paid level after compression: 1 for the first commission member up from the credited sponsor. */
  level: number;
  rateBps: number;
  eligibility: LevelEligibility;
  schedule: PayoutSchedule;
}

export interface CommissionPlan {
  version: number;
  levels: readonly CommissionLevel[];
  /** Most of an order line's BV ever paid, in basis points (4000 = 40%). */
  maxPayoutBps: number;
  /** Days a line is held for refunds before it becomes payable (the refund window). */
  holdDays: number;
  /** Smallest statement paid out, per currency, in minor units; below it the balance carries forward. */
  minimumPayoutMinor: Readonly<Record<Currency, number>>;
  /** First day (YYYY-MM-DD, a Monday) of the first bi-weekly period; periods are 14 days from it. */
  biweeklyAnchor: string;
}

/** Version 1 of the plan, as COMPENSATION-PLAN.md describes it and the seed installs it. */
export const planVersion1: CommissionPlan = {
  version: 1,
  levels: [
    { level: 1, rateBps: 2000, eligibility: 'member', schedule: 'biweekly' },
    { level: 2, rateBps: 1000, eligibility: 'member', schedule: 'biweekly' },
    { level: 3, rateBps: 500, eligibility: 'active-scholar', schedule: 'monthly' },
    { level: 4, rateBps: 300, eligibility: 'active-scholar', schedule: 'monthly' },
    { level: 5, rateBps: 200, eligibility: 'active-scholar', schedule: 'monthly' },
  ],
  maxPayoutBps: 4000,
  holdDays: 30,
  minimumPayoutMinor: { USD: 2500, CAD: 2500 },
  biweeklyAnchor: '2026-01-05',
};

export type PlanProblem =
  | { kind: 'no-levels' }
  | { kind: 'invalid-level'; level: number }
  | { kind: 'levels-not-consecutive'; level: number }
  | { kind: 'invalid-rate'; level: number; rateBps: number }
  | { kind: 'invalid-eligibility'; level: number }
  | { kind: 'invalid-schedule'; level: number }
  | { kind: 'invalid-max-payout'; maxPayoutBps: number }
  | { kind: 'rates-exceed-max-payout'; totalBps: number; maxPayoutBps: number }
  | { kind: 'invalid-hold-days'; holdDays: number }
  | { kind: 'invalid-minimum-payout'; currency: Currency }
  | { kind: 'invalid-anchor'; biweeklyAnchor: string };

const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n);

/** Checks a plan version: levels 1..n in order, integer rates whose sum stays within maxPayoutBps, a Monday anchor. */
export function validateCommissionPlan(plan: CommissionPlan): { ok: true } | { ok: false; problems: PlanProblem[] } {
  const problems: PlanProblem[] = [];
  if (plan.levels.length === 0) problems.push({ kind: 'no-levels' });
  plan.levels.forEach((l, index) => {
    if (!isInt(l.level) || l.level < 1) problems.push({ kind: 'invalid-level', level: l.level });
    else if (l.level !== index + 1) problems.push({ kind: 'levels-not-consecutive', level: l.level });
    if (!isInt(l.rateBps) || l.rateBps < 0 || l.rateBps > 10_000) problems.push({ kind: 'invalid-rate', level: l.level, rateBps: l.rateBps });
    if (l.eligibility !== 'member' && l.eligibility !== 'active-scholar') problems.push({ kind: 'invalid-eligibility', level: l.level });
    if (l.schedule !== 'biweekly' && l.schedule !== 'monthly') problems.push({ kind: 'invalid-schedule', level: l.level });
  });
  if (!isInt(plan.maxPayoutBps) || plan.maxPayoutBps < 0 || plan.maxPayoutBps > 10_000)
    problems.push({ kind: 'invalid-max-payout', maxPayoutBps: plan.maxPayoutBps });
  const totalBps = plan.levels.reduce((sum, l) => sum + l.rateBps, 0);
  if (totalBps > plan.maxPayoutBps) problems.push({ kind: 'rates-exceed-max-payout', totalBps, maxPayoutBps: plan.maxPayoutBps });
  if (!isInt(plan.holdDays) || plan.holdDays < 0) problems.push({ kind: 'invalid-hold-days', holdDays: plan.holdDays });
  for (const currency of currencies) {
    const minimum = plan.minimumPayoutMinor[currency];
    if (!isInt(minimum) || minimum < 0) problems.push({ kind: 'invalid-minimum-payout', currency });
  }
  const anchor = /^\d{4}-\d{2}-\d{2}$/.test(plan.biweeklyAnchor) ? new Date(`${plan.biweeklyAnchor}T00:00:00Z`) : null;
  if (!anchor || Number.isNaN(anchor.getTime()) || anchor.toISOString().slice(0, 10) !== plan.biweeklyAnchor || anchor.getUTCDay() !== 1)
    problems.push({ kind: 'invalid-anchor', biweeklyAnchor: plan.biweeklyAnchor });
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}

/** The rules stored in a plan row: the plan without its version number (the row's column). */
export type CommissionPlanRules = Omit<CommissionPlan, 'version'>;

/** The rules of plan version 1 as the seed stores them. */
export function rulesOf(plan: CommissionPlan): CommissionPlanRules {
  const { version: _version, ...rules } = plan;
  return rules;
}

/** A plan from a `commission_plan_versions` row; throws a RangeError naming the problems when the rules are not a valid plan. */
export function planFromRow(row: { version: number; rules: unknown }): CommissionPlan {
  const rules = (row.rules ?? {}) as Partial<CommissionPlanRules>;
  const plan: CommissionPlan = {
    version: row.version,
    levels: Array.isArray(rules.levels) ? rules.levels : [],
    maxPayoutBps: rules.maxPayoutBps as number,
    holdDays: rules.holdDays as number,
    minimumPayoutMinor: (rules.minimumPayoutMinor ?? {}) as CommissionPlan['minimumPayoutMinor'],
    biweeklyAnchor: String(rules.biweeklyAnchor ?? ''),
  };
  const result = validateCommissionPlan(plan);
  if (!result.ok) throw new RangeError(`commission plan version ${row.version} is not valid: ${result.problems.map((p) => p.kind).join(', ')}`);
  return plan;
}
