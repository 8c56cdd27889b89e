// The compensation plan as versioned data (accounts §1 and §9): an ambassador earns 20% on
// level-1 purchases and 10% on level-2 purchases, recurring purchases included, in USD and CAD.
// Ledger lines record the plan version they were computed with, so history explains itself
// after the plan changes.
import type { Currency } from '../money/index.js';

export interface CommissionLevel {
  /** 1 for the buyer's sponsor, 2 for the sponsor's sponsor, and so on. */
  level: number;
  rateBps: number;
}

export interface CommissionPlan {
  version: string;
  levels: readonly CommissionLevel[];
  /** Days a line is held for refunds before it becomes payable. */
  holdDays: number;
  currencies: readonly Currency[];
}

/** The spec's plan: 20% at level 1, 10% at level 2, held 30 days (the refund window), USD and CAD. */
export const defaultCommissionPlan: CommissionPlan = {
  version: '2025-1',
  levels: [
    { level: 1, rateBps: 2000 },
    { level: 2, rateBps: 1000 },
  ],
  holdDays: 30,
  currencies: ['USD', 'CAD'],
};

export type PlanProblem =
  | { kind: 'invalid-level'; level: number }
  | { kind: 'duplicate-level'; level: number }
  | { kind: 'invalid-rate'; level: number; rateBps: number }
  | { kind: 'rates-exceed-base'; totalBps: number };

/** Checks a plan: levels are distinct positive integers, rates integers of 0-10,000 bps, all levels together at most 100%. */
export function validateCommissionPlan(plan: CommissionPlan): { ok: true } | { ok: false; problems: PlanProblem[] } {
  const problems: PlanProblem[] = [];
  const seen = new Set<number>();
  for (const { level, rateBps } of plan.levels) {
    if (!Number.isSafeInteger(level) || level < 1) problems.push({ kind: 'invalid-level', level });
    else if (seen.has(level)) problems.push({ kind: 'duplicate-level', level });
    seen.add(level);
    if (!Number.isSafeInteger(rateBps) || rateBps < 0 || rateBps > 10_000) problems.push({ kind: 'invalid-rate', level, rateBps });
  }
  const totalBps = plan.levels.reduce((sum, l) => sum + l.rateBps, 0);
  if (totalBps > 10_000) problems.push({ kind: 'rates-exceed-base', totalBps });
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}
