// The single rounding policy of the shop: half-up on the minor unit, i.e. a half cent rounds away
// from zero (0.5 -> 1, -0.5 -> -1). Every percentage (tier discounts, coupons, tax, commissions)
// goes through percentOf, so the same input always rounds the same way at every layer.
import { assertMinor } from './currency.js';

/** Exact n / d rounded half away from zero; d must be positive. */
export function divideRoundHalfUp(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('divisor must be positive');
  const quotient = n / d; // truncates toward zero
  const remainder = n % d; // carries the sign of n
  const twiceRemainder = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twiceRemainder < d) return quotient;
  return n < 0n ? quotient - 1n : quotient + 1n;
}

/** Converts an exact bigint result back to a number, refusing anything outside the safe range. */
export function toSafeNumber(value: bigint): number {
  const result = Number(value);
  return assertMinor(result, 'result');
}

// Rates may carry up to four decimals of a basis point (QST is 997.5 bps), so they are scaled to
// integers of 1/10,000 bps before the exact multiplication.
const RATE_SCALE = 10_000;
const BPS_DENOMINATOR = 10_000n * BigInt(RATE_SCALE);

function scaledRate(rateBps: number): bigint {
  if (!Number.isFinite(rateBps)) throw new RangeError(`rateBps must be finite, got ${rateBps}`);
  const scaled = Math.round(rateBps * RATE_SCALE);
  if (Math.abs(scaled - rateBps * RATE_SCALE) > 1e-6 || !Number.isSafeInteger(scaled))
    throw new RangeError(`rateBps allows at most four decimals, got ${rateBps}`);
  return BigInt(scaled);
}

/** rateBps basis points of amountMinor, in minor units, rounded half-up (away from zero). */
export function percentOf(amountMinor: number, rateBps: number): number {
  assertMinor(amountMinor);
  return toSafeNumber(divideRoundHalfUp(BigInt(amountMinor) * scaledRate(rateBps), BPS_DENOMINATOR));
}

/** A rate in basis points as a number of percent for the wire (825 → 8.25); exact for whole basis points. */
export function bpsToPercent(rateBps: number): number {
  return rateBps / 100;
}
