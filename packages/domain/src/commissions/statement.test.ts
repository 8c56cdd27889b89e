import { describe, expect, it } from 'vitest';
import type { Currency } from '../money/index.js';
import { planVersion1 as plan } from './plan.js';
import { statementTotals } from './statement.js';

const totals = (lineAmountsMinor: number[], carriedInMinor = 0, currency: Currency = 'USD') => statementTotals({ plan, currency, lineAmountsMinor, carriedInMinor });

describe('statements (plan §5 and §6)', () => {
  it("sums the period's accruals and reversals with the carried balance and pays from 25.00", () => {
    expect(totals([2000, 1000, -500], 0)).toEqual({ accrualsMinor: 3000, reversalsMinor: -500, carriedInMinor: 0, balanceMinor: 2500, payable: true, payoutMinor: 2500, carryForwardMinor: 0 });
  });
  it('carries a balance below the minimum payout forward, in either currency', () => {
    expect(totals([2499], 0, 'CAD')).toMatchObject({ payable: false, payoutMinor: 0, carryForwardMinor: 2499 });
    expect(totals([1000], 1499)).toMatchObject({ balanceMinor: 2499, payable: false, carryForwardMinor: 2499 });
  });
  it('pays a carried balance once it reaches the minimum', () => {
    expect(totals([1001], 1499)).toMatchObject({ balanceMinor: 2500, payable: true, payoutMinor: 2500, carryForwardMinor: 0 });
  });
  it('carries a negative balance (a reversal after close) forward until it is earned back', () => {
    expect(totals([-3000], 0)).toMatchObject({ balanceMinor: -3000, payable: false, payoutMinor: 0, carryForwardMinor: -3000 });
    expect(totals([4000], -3000)).toMatchObject({ balanceMinor: 1000, payable: false, carryForwardMinor: 1000 });
    expect(totals([6000], -3000)).toMatchObject({ balanceMinor: 3000, payable: true, payoutMinor: 3000 });
  });
  it('reads the minimum from the plan version', () => {
    expect(statementTotals({ plan: { ...plan, minimumPayoutMinor: { USD: 100, CAD: 5000 } }, currency: 'USD', lineAmountsMinor: [100], carriedInMinor: 0 }).payable).toBe(true);
  });
});
