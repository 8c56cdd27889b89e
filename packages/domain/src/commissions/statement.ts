// Statements (plan §5 and §6): one per member and currency when a period closes, made of the
// period's accruals and reversals plus the balance carried from earlier statements. A balance
// below the plan's minimum payout, or negative, is carried forward instead of paid.
import type { Currency } from '../money/index.js';
import { assertMinor } from '../money/index.js';
import type { CommissionPlan } from './plan.js';

export interface StatementTotals {
  accrualsMinor: number;
  /** Zero or negative. */
  reversalsMinor: number;
  carriedInMinor: number;
  balanceMinor: number;
  payable: boolean;
  /** What is paid out now (the whole balance when payable, else 0). */
  payoutMinor: number;
  /** What the next statement starts from. */
  carryForwardMinor: number;
}

/** Totals of one member's statement in one currency from the amounts of the period's lines. */
export function statementTotals(input: { plan: CommissionPlan; currency: Currency; lineAmountsMinor: readonly number[]; carriedInMinor: number }): StatementTotals {
  let accrualsMinor = 0;
  let reversalsMinor = 0;
  for (const amount of input.lineAmountsMinor) {
    assertMinor(amount);
    if (amount >= 0) accrualsMinor += amount;
    else reversalsMinor += amount;
  }
  const carriedInMinor = assertMinor(input.carriedInMinor);
  const balanceMinor = carriedInMinor + accrualsMinor + reversalsMinor;
  const payable = balanceMinor > 0 && balanceMinor >= input.plan.minimumPayoutMinor[input.currency];
  return {
    accrualsMinor,
    reversalsMinor,
    carriedInMinor,
    balanceMinor,
    payable,
    payoutMinor: payable ? balanceMinor : 0,
    carryForwardMinor: payable ? 0 : balanceMinor,
  };
}
