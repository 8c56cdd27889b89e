import { describe, expect, it } from 'vitest';
import { fullReversalMinor, partialReversalMinor } from './reversal.js';

describe('reversals (plan §6)', () => {
  it('a full refund or cancellation reverses the stored amount exactly, negated', () => {
    expect(fullReversalMinor(1000)).toBe(-1000);
    expect(fullReversalMinor(1)).toBe(-1);
  });
  it('a full refund after a partial one reverses only what is left of the accrual', () => {
    expect(fullReversalMinor(1000, -300)).toBe(-700);
    expect(fullReversalMinor(1000, -1000)).toBe(0);
  });
  it('a partial refund reverses pro rata, rounded half up: 1000 x 1250 / 10000 = 125', () => {
    expect(partialReversalMinor({ accrualMinor: 1000, lineBvMinor: 10_000, previouslyRefundedMinor: 0, refundedMinor: 1250, alreadyReversedMinor: 0 })).toBe(-125);
    // 333 x 1 / 2 = 166.5 -> 167
    expect(partialReversalMinor({ accrualMinor: 333, lineBvMinor: 2, previouslyRefundedMinor: 0, refundedMinor: 1, alreadyReversedMinor: 0 })).toBe(-167);
  });
  it('a 15% restocking fee kept by the shop leaves the earner 15% of the commission', () => {
    const reversal = partialReversalMinor({ accrualMinor: 2000, lineBvMinor: 10_000, previouslyRefundedMinor: 0, refundedMinor: 8500, alreadyReversedMinor: 0 });
    expect(2000 + reversal).toBe(300);
  });
  it('never reverses more than is left of the accrual', () => {
    expect(partialReversalMinor({ accrualMinor: 1000, lineBvMinor: 10_000, previouslyRefundedMinor: 9000, refundedMinor: 5000, alreadyReversedMinor: 900 })).toBe(-100);
    expect(partialReversalMinor({ accrualMinor: 1000, lineBvMinor: 10_000, previouslyRefundedMinor: 10_000, refundedMinor: 1, alreadyReversedMinor: -1000 })).toBe(0);
  });
  it('a second partial refund is computed on everything refunded so far, less what was reversed', () => {
    // 10.00 on BV 4: two refunds of 1 would each round 2.5 -> 3 (6); one refund of 2 reverses 5.
    const first = partialReversalMinor({ accrualMinor: 10, lineBvMinor: 4, previouslyRefundedMinor: 0, refundedMinor: 1, alreadyReversedMinor: 0 });
    const second = partialReversalMinor({ accrualMinor: 10, lineBvMinor: 4, previouslyRefundedMinor: 1, refundedMinor: 1, alreadyReversedMinor: first });
    expect([first, second]).toEqual([-3, -2]);
  });
  it('reverses nothing for nothing refunded', () => {
    expect(partialReversalMinor({ accrualMinor: 1000, lineBvMinor: 10_000, previouslyRefundedMinor: 0, refundedMinor: 0, alreadyReversedMinor: 0 })).toBe(0);
  });
});
