// Checks a product's tier list before it is saved, so that buying more never costs more per
// unit: ranges must not overlap, and the discount must not fall as the quantity rises, either
// because a later tier gives less or because a discounted tier ends and nothing follows it.
// An empty range text is an unused slot (the product has fewer than three tiers) and is skipped.
import type { Tier, MatchedTier } from './tier-range.js';
import { isValidDiscountBps, parseTierRange, usableTiers } from './tier-range.js';

export type TierProblem =
  | { kind: 'malformed-range'; index: number; range: string }
  | { kind: 'invalid-discount'; index: number; discountBps: number }
  | { kind: 'overlap'; index: number; otherIndex: number }
  | { kind: 'discount-shrinks'; index: number; previousIndex: number }
  /** From fromQuantity on, no tier applies although a smaller quantity had a discount. */
  | { kind: 'gap'; afterIndex: number; fromQuantity: number };

export type TierValidation = { ok: true } | { ok: false; problems: TierProblem[] };

function overlaps(a: MatchedTier, b: MatchedTier): boolean {
  const aEnd = a.maxQuantity ?? Number.POSITIVE_INFINITY;
  const bEnd = b.maxQuantity ?? Number.POSITIVE_INFINITY;
  return a.minQuantity <= bEnd && b.minQuantity <= aEnd;
}

/** Reports malformed ranges, discounts outside 0-10,000 bps, overlaps, and discounts that fall as quantity grows. */
export function validateTiers(tiers: readonly Tier[]): TierValidation {
  const problems: TierProblem[] = [];
  tiers.forEach((tier, index) => {
    if (tier.range.trim() === '') return;
    if (!parseTierRange(tier.range)) problems.push({ kind: 'malformed-range', index, range: tier.range });
    if (!isValidDiscountBps(tier.discountBps))
      problems.push({ kind: 'invalid-discount', index, discountBps: tier.discountBps });
  });

  const sorted = usableTiers(tiers).sort((a, b) => a.minQuantity - b.minQuantity || a.index - b.index);
  sorted.forEach((tier, i) => {
    for (const other of sorted.slice(i + 1)) {
      if (overlaps(tier, other)) problems.push({ kind: 'overlap', index: Math.min(tier.index, other.index), otherIndex: Math.max(tier.index, other.index) });
    }
  });

  sorted.forEach((tier, i) => {
    const next = sorted[i + 1];
    if (next && next.discountBps < tier.discountBps)
      problems.push({ kind: 'discount-shrinks', index: next.index, previousIndex: tier.index });
    if (tier.discountBps > 0 && tier.maxQuantity !== null && (!next || next.minQuantity > tier.maxQuantity + 1))
      problems.push({ kind: 'gap', afterIndex: tier.index, fromQuantity: tier.maxQuantity + 1 });
  });
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}
