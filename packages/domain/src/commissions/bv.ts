// Commission volume (plan §2): BV is recorded per order line, what the buyer actually paid for the
// merchandise of that line. Each merchandise discount (a product or value coupon) is spread over
// the merchandise lines with `allocate` (largest remainder, on the lines' amounts) and taken off.
// Fee lines (the scholar website fee) are never merchandise: they carry no BV, take no share of a
// discount and never weigh in an allocation. Shipping, shipping coupons and taxes are not lines
// here at all, so they cannot reach a base.
import { allocate, assertMinor } from '../money/index.js';

export interface BvLineInput {
  /** 'fee' for anything that is not merchandise (the scholar website fee). */
  kind: 'merchandise' | 'fee';
  /** What the line was charged before merchandise discounts: unit price x quantity, or what a buy-2-get-1 line costs. */
  amountMinor: number;
}

/**
 * BV of each line, in the same order: merchandise amount less its share of every merchandise
 * discount (each discount allocated separately on the lines' amounts), never below zero; 0 for fees.
 */
export function lineBv(lines: readonly BvLineInput[], merchandiseDiscountsMinor: readonly number[]): number[] {
  for (const line of lines) {
    assertMinor(line.amountMinor, 'line amount');
    if (line.amountMinor < 0) throw new RangeError('line amounts must not be negative');
  }
  const merchandise = lines.map((l, index) => ({ index, amountMinor: l.amountMinor })).filter((_, i) => lines[i]?.kind === 'merchandise');
  const bv = lines.map((l) => (l.kind === 'merchandise' ? l.amountMinor : 0));
  const weights = merchandise.map((m) => m.amountMinor);
  for (const discount of merchandiseDiscountsMinor) {
    assertMinor(discount, 'discount');
    if (discount < 0) throw new RangeError('discounts must not be negative');
    if (discount === 0 || merchandise.length === 0) continue;
    const shares = allocate(discount, weights);
    merchandise.forEach((m, k) => {
      bv[m.index] = (bv[m.index] ?? 0) - (shares[k] ?? 0);
    });
  }
  return bv.map((value) => Math.max(0, value));
}
