// The plan's invariants, over generated orders, trees and refunds.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lineBv } from './bv.js';
import type { CommissionPlan } from './plan.js';
import { planVersion1 } from './plan.js';
import { fullReversalMinor, partialReversalMinor } from './reversal.js';
import type { UplineMember } from './walk.js';
import { walkUpline } from './walk.js';

const member = fc.record({
  id: fc.integer({ min: 2, max: 60 }),
  memberType: fc.constantFrom('ambassador', 'scholar', 'customer'),
  isAdmin: fc.boolean(),
  isCompany: fc.boolean(),
  isActive: fc.boolean(),
  planStatus: fc.constantFrom('continue', 'stop', null),
}) satisfies fc.Arbitrary<UplineMember>;
// Chains of any members, and chains of active scholars only (every level paid, where rounding bites).
const activeScholar = fc.integer({ min: 2, max: 60 }).map((id): UplineMember => ({ id, memberType: 'scholar', isAdmin: false, isCompany: false, isActive: true, planStatus: 'continue' }));
const chain = fc.oneof(fc.array(member, { maxLength: 12 }), fc.uniqueArray(activeScholar, { selector: (m) => m.id, minLength: 5, maxLength: 6 }));
const amount = fc.oneof(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 5_000_000 }));
const merchandise = fc.record({ kind: fc.constant('merchandise' as const), amountMinor: amount });
const fee = fc.record({ kind: fc.constant('fee' as const), amountMinor: fc.integer({ min: 0, max: 5_000_000 }) });
// Plans with any rates whose sum stays within any payout limit.
const plan: fc.Arbitrary<CommissionPlan> = fc
  .tuple(fc.array(fc.integer({ min: 0, max: 2500 }), { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 10_000 }))
  .filter(([rates, max]) => rates.reduce((a, b) => a + b, 0) <= max)
  .map(([rates, max]) => ({
    ...planVersion1,
    maxPayoutBps: max,
    levels: rates.map((rateBps, i) => ({ level: i + 1, rateBps, eligibility: i < 2 ? ('member' as const) : ('active-scholar' as const), schedule: 'biweekly' as const })),
  }));

describe('plan invariants', () => {
  it('the paid total of an order never exceeds 40% of its BV (or the plan version’s limit)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(planVersion1), plan), chain, fc.array(merchandise, { minLength: 1, maxLength: 5 }), fc.oneof(fc.constant(0), fc.nat(1_000_000)), (p, upline, lines, discount) => {
        const bvs = lineBv(lines, [discount]);
        let paid = 0;
        for (const bvMinor of bvs) {
          const { lines: paidLines } = walkUpline({ plan: p, buyerId: 1, chain: upline, bvMinor });
          paid += paidLines.reduce((s, l) => s + l.amountMinor, 0);
          for (const l of paidLines) expect(l.amountMinor).toBeGreaterThan(0);
        }
        const bvTotal = bvs.reduce((a, b) => a + b, 0);
        expect(paid * 10_000).toBeLessThanOrEqual(bvTotal * p.maxPayoutBps);
        if (p === planVersion1) expect(paid * 10).toBeLessThanOrEqual(bvTotal * 4);
      }),
    );
  });

  it('a full reversal sums to exactly zero with its accruals, whatever partial refunds came first', () => {
    fc.assert(
      fc.property(chain, fc.integer({ min: 1, max: 10_000_000 }), fc.array(fc.nat(10_000_000), { maxLength: 3 }), (upline, bvMinor, partials) => {
        const { lines } = walkUpline({ plan: planVersion1, buyerId: 1, chain: upline, bvMinor });
        for (const accrual of lines) {
          let refunded = 0;
          let reversed = 0;
          for (const part of partials) {
            const refundedMinor = Math.min(part, bvMinor - refunded);
            reversed += partialReversalMinor({ accrualMinor: accrual.amountMinor, lineBvMinor: bvMinor, previouslyRefundedMinor: refunded, refundedMinor, alreadyReversedMinor: reversed });
            refunded += refundedMinor;
          }
          reversed += fullReversalMinor(accrual.amountMinor, reversed);
          expect(accrual.amountMinor + reversed).toBe(0);
        }
      }),
    );
  });

  it('splitting a refund in two never reverses more than one refund of the sum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), fc.nat(10_000_000), fc.nat(10_000_000), (accrualMinor, lineBvMinor, a0, b0) => {
        const a = Math.min(a0, lineBvMinor);
        const b = Math.min(b0, lineBvMinor - a);
        const first = partialReversalMinor({ accrualMinor, lineBvMinor, previouslyRefundedMinor: 0, refundedMinor: a, alreadyReversedMinor: 0 });
        const second = partialReversalMinor({ accrualMinor, lineBvMinor, previouslyRefundedMinor: a, refundedMinor: b, alreadyReversedMinor: first });
        const once = partialReversalMinor({ accrualMinor, lineBvMinor, previouslyRefundedMinor: 0, refundedMinor: a + b, alreadyReversedMinor: 0 });
        expect(-(first + second)).toBeLessThanOrEqual(-once);
        expect(-(first + second)).toBeLessThanOrEqual(accrualMinor);
        expect(first).toBeLessThanOrEqual(0);
        expect(second).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('the website fee never appears in any base: adding fee lines changes no BV and no commission', () => {
    fc.assert(
      fc.property(
        fc.array(merchandise, { maxLength: 4 }),
        fc.array(fee, { minLength: 1, maxLength: 3 }),
        fc.array(fc.nat(100_000), { maxLength: 2 }),
        chain,
        fc.integer({ min: 0, max: 4 }),
        (goods, fees, discounts, upline, at) => {
          const without = lineBv(goods, discounts);
          const mixed = [...goods.slice(0, at), ...fees, ...goods.slice(at)];
          const withFees = lineBv(mixed, discounts);
          const feeIndexes = new Set(fees.map((_, k) => Math.min(at, goods.length) + k));
          expect(withFees.filter((_, i) => feeIndexes.has(i))).toEqual(fees.map(() => 0));
          expect(withFees.filter((_, i) => !feeIndexes.has(i))).toEqual(without);
          const pay = (bvs: number[]) => bvs.map((bvMinor) => walkUpline({ plan: planVersion1, buyerId: 1, chain: upline, bvMinor }).lines);
          expect(pay(withFees).filter((l) => l.length > 0)).toEqual(pay(without).filter((l) => l.length > 0));
        },
      ),
    );
  });
});
