// Commissions of one order line: each plan level pays its rate of the line's commissionable base
// to the upline member at that level. This is the foundation of the engine: the caller passes the
// chain of members who can earn (compression over inactive members comes with the full engine).
// A refund passes the negative base and gets exactly the mirror lines, because percentOf rounds
// symmetrically.
import { percentOf } from '../money/index.js';
import type { CommissionPlan } from './plan.js';

export interface CommissionLine {
  memberId: number;
  level: number;
  rateBps: number;
  /** The base the rate applied to, in minor units (the price paid, without shipping, tax or fees). */
  baseMinor: number;
  amountMinor: number;
}

export interface LineCommissionInput {
  plan: CommissionPlan;
  /** The buyer's upline, nearest first: index 0 is the sponsor (level 1). */
  buyerUplineIds: readonly number[];
  /** Commissionable base of the line in minor units; negative for a refund. */
  baseMinor: number;
  /** False for lines that never pay commission, such as the scholar website fee. */
  isCommissionable: boolean;
}

/** Per-level commission lines (rateBps of baseMinor, rounded half-up) for the upline; none for non-commissionable lines or zero amounts. */
export function computeLineCommissions(input: LineCommissionInput): CommissionLine[] {
  if (!input.isCommissionable) return [];
  const lines: CommissionLine[] = [];
  for (const { level, rateBps } of [...input.plan.levels].sort((a, b) => a.level - b.level)) {
    const memberId = input.buyerUplineIds[level - 1];
    if (memberId === undefined) continue;
    const amountMinor = percentOf(input.baseMinor, rateBps);
    if (amountMinor !== 0) lines.push({ memberId, level, rateBps, baseMinor: input.baseMinor, amountMinor });
  }
  return lines;
}
