import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeLineCommissions } from './line-commissions.js';
import { defaultCommissionPlan as plan } from './plan.js';

describe('computeLineCommissions', () => {
  it('pays 20% to the sponsor and 10% to the level-2 member', () => {
    expect(computeLineCommissions({ plan, buyerUplineIds: [11, 22, 33], baseMinor: 4999, isCommissionable: true })).toEqual([
      { memberId: 11, level: 1, rateBps: 2000, baseMinor: 4999, amountMinor: 1000 }, // 999.8 -> 1000
      { memberId: 22, level: 2, rateBps: 1000, baseMinor: 4999, amountMinor: 500 }, // 499.9 -> 500
    ]);
  });

  it.each([
    ['a buyer with only a sponsor pays level 1 only', [11], 1],
    ['a buyer without sponsor pays nobody', [], 0],
  ])('%s', (_label, upline, count) => {
    expect(computeLineCommissions({ plan, buyerUplineIds: upline, baseMinor: 10_000, isCommissionable: true })).toHaveLength(count);
  });

  it('never pays on the scholar website fee or other non-commissionable lines', () => {
    expect(computeLineCommissions({ plan, buyerUplineIds: [11, 22], baseMinor: 9900, isCommissionable: false })).toEqual([]);
  });

  it('leaves out lines that round to nothing', () => {
    expect(computeLineCommissions({ plan, buyerUplineIds: [11, 22], baseMinor: 4, isCommissionable: true })).toEqual([
      { memberId: 11, level: 1, rateBps: 2000, baseMinor: 4, amountMinor: 1 },
    ]);
  });

  it('a refund gives exactly the negative of its sale, and no line exceeds its rate of the base', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.array(fc.nat(1000), { maxLength: 4 }), (base, upline) => {
        const sale = computeLineCommissions({ plan, buyerUplineIds: upline, baseMinor: base, isCommissionable: true });
        const refund = computeLineCommissions({ plan, buyerUplineIds: upline, baseMinor: -base, isCommissionable: true });
        expect(refund.map((l) => l.amountMinor + 0)).toEqual(sale.map((l) => -l.amountMinor + 0));
        for (const line of sale) {
          expect(line.memberId).toBe(upline[line.level - 1]);
          expect(Math.abs(line.amountMinor - (base * line.rateBps) / 10_000)).toBeLessThanOrEqual(0.5);
        }
        expect(sale.reduce((s, l) => s + l.amountMinor, 0)).toBeLessThanOrEqual(base);
      }),
    );
  });
});
