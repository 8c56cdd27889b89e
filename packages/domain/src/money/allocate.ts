// Splitting an amount over parts (a discount over cart lines, a price over the units of an offer)
// with the largest-remainder method: every part gets its exact share rounded down, then the cents
// left over go one each to the parts with the largest remainders, ties to the lowest index. The
// parts therefore always add up to the amount exactly.
import { assertMinor } from './currency.js';

/**
 * Splits amountMinor over non-negative integer weights; parts sum exactly to amountMinor, each part
 * has the sign of amountMinor. All-zero weights split evenly.
 */
export function allocate(amountMinor: number, weights: readonly number[]): number[] {
  assertMinor(amountMinor);
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0)
      throw new RangeError(`weights must be non-negative integers, got ${weight}`);
  }
  if (weights.length === 0) {
    if (amountMinor === 0) return [];
    throw new RangeError('cannot allocate a non-zero amount over no parts');
  }
  const totalWeight = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  const effective = totalWeight === 0n ? weights.map(() => 1n) : weights.map((w) => BigInt(w));
  const denominator = totalWeight === 0n ? BigInt(weights.length) : totalWeight;

  // Allocate the magnitude and restore the sign, so a refund splits as the mirror of its sale.
  const sign = amountMinor < 0 ? -1n : 1n;
  const magnitude = BigInt(amountMinor) * sign;
  const floors = effective.map((w) => (magnitude * w) / denominator);
  const remainders = effective.map((w) => (magnitude * w) % denominator);
  let leftover = magnitude - floors.reduce((sum, part) => sum + part, 0n);

  const order = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const parts = [...floors];
  for (const { index } of order) {
    if (leftover === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return parts.map((part) => Number(part * sign));
}
