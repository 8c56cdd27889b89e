// Income disclosure statistics (plan §9): the distribution of what each member earned in a
// period, in integer minor units of one currency, zero earners included.
//
// Method, stated on the public page too:
// - Percentiles by the nearest-rank method: the p-th percentile of n amounts sorted ascending is
//   the amount at rank ceil(p × n / 100) (1-based). It is always an amount someone earned.
// - The median is the middle amount, or the mean of the two middle amounts when n is even.
// - The mean is the total divided by the number of members.
// - Divisions round half away from zero to the cent (the shop's one rounding policy); shares
//   are in basis points (10,000 = 100%).
// - A member "earned nothing" when their net (accruals less reversals) is zero or less.
// - The top 1% are the ceil(n / 100) members with the largest net amounts.
import { divideRoundHalfUp, toSafeNumber } from '../money/rounding.js';

/** The percentiles the disclosure publishes besides the median. */
export const disclosedPercentiles = [10, 25, 75, 90, 99] as const;
export type DisclosedPercentile = (typeof disclosedPercentiles)[number];

export interface IncomeStats {
  /** Members counted, zero earners included. */
  members: number;
  /** Members whose net earnings were zero or less. */
  zeroEarners: number;
  /** zeroEarners / members in basis points; null when nobody is counted. */
  zeroShareBps: number | null;
  /** Sum of every member's net earnings. */
  totalMinor: number;
  meanMinor: number | null;
  medianMinor: number | null;
  /** Nearest-rank percentiles, keyed p10, p25, p75, p90, p99. */
  percentilesMinor: Record<`p${DisclosedPercentile}`, number | null>;
  /** How many members the top 1% is: ceil(members / 100). */
  topOnePercentMembers: number;
  /** What the top 1% earned together, as a share of the total in basis points; null when the total is not positive. */
  topOnePercentShareBps: number | null;
}

/** Nearest-rank percentile (1 ≤ p ≤ 100) of amounts sorted ascending; null for an empty list. */
export function nearestRankPercentile(sortedAscMinor: readonly number[], p: number): number | null {
  if (!Number.isInteger(p) || p < 1 || p > 100) throw new RangeError(`percentile must be an integer from 1 to 100, got ${p}`);
  const n = sortedAscMinor.length;
  if (n === 0) return null;
  const rank = Math.floor((p * n + 99) / 100); // ceil(p × n / 100) in integers
  return sortedAscMinor[Math.max(rank, 1) - 1] ?? null;
}

/** The median of amounts sorted ascending (mean of the two middle ones, rounded half up); null when empty. */
export function median(sortedAscMinor: readonly number[]): number | null {
  const n = sortedAscMinor.length;
  if (n === 0) return null;
  const upper = sortedAscMinor[Math.floor(n / 2)] as number;
  if (n % 2 === 1) return upper;
  const lower = sortedAscMinor[n / 2 - 1] as number;
  return toSafeNumber(divideRoundHalfUp(BigInt(lower) + BigInt(upper), 2n));
}

/** a / b in basis points, rounded half up; b must be positive. */
function shareBps(a: number, b: number): number {
  return toSafeNumber(divideRoundHalfUp(BigInt(a) * 10_000n, BigInt(b)));
}

/**
 * The disclosure figures of one group (a member type in a currency) from each member's net
 * earnings in minor units, one amount per member, in any order. Does not modify its argument.
 */
export function incomeStats(netMinorPerMember: readonly number[]): IncomeStats {
  for (const amount of netMinorPerMember) {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`amounts must be integer minor units, got ${amount}`);
  }
  const sorted = [...netMinorPerMember].sort((a, b) => a - b);
  const n = sorted.length;
  const total = sorted.reduce((sum, amount) => sum + BigInt(amount), 0n);
  const zeroEarners = sorted.filter((amount) => amount <= 0).length;
  const topCount = Math.ceil(n / 100);
  const topTotal = sorted.slice(n - topCount).reduce((sum, amount) => sum + BigInt(amount), 0n);
  const percentilesMinor = Object.fromEntries(disclosedPercentiles.map((p) => [`p${p}`, nearestRankPercentile(sorted, p)])) as IncomeStats['percentilesMinor'];
  return {
    members: n,
    zeroEarners,
    zeroShareBps: n === 0 ? null : shareBps(zeroEarners, n),
    totalMinor: toSafeNumber(total),
    meanMinor: n === 0 ? null : toSafeNumber(divideRoundHalfUp(total, BigInt(n))),
    medianMinor: median(sorted),
    percentilesMinor,
    topOnePercentMembers: topCount,
    topOnePercentShareBps: total > 0n ? toSafeNumber(divideRoundHalfUp(topTotal * 10_000n, total)) : null,
  };
}
