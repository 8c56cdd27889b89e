// Reversals (plan §6). History is never edited: a refund or cancellation adds lines that negate
// what was accrued.
// - A full refund or cancellation reverses each accrual exactly: its stored amount, negated, with
//   no recomputation under today's plan, tree or rounding.
// - A partial refund reverses each affected accrual pro rata at the rate actually paid: half up of
//   (accrual x refunded merchandise of the line / BV of the line), never more than what is left of
//   the accrual. Successive partial refunds of one line are computed on the merchandise refunded
//   so far, less what was already reversed, so two refunds never reverse more than one refund of
//   their sum would (and a refund of the whole BV in pieces ends exactly at the accrual).
import { divideRoundHalfUp, toSafeNumber } from '../money/rounding.js';
import { assertMinor } from '../money/index.js';

/** The reversal amount (zero or negative) of an accrual for a full refund or cancellation, given what was already reversed. */
export function fullReversalMinor(accrualMinor: number, alreadyReversedMinor = 0): number {
  assertMinor(accrualMinor);
  assertMinor(alreadyReversedMinor);
  const left = accrualMinor - Math.abs(alreadyReversedMinor);
  return left > 0 ? -left : 0;
}

export interface PartialReversalInput {
  accrualMinor: number;
  /** BV of the order line the accrual was computed on. */
  lineBvMinor: number;
  /** Merchandise of this line refunded by earlier refunds (their BV share). */
  previouslyRefundedMinor: number;
  /** Merchandise of this line refunded now. */
  refundedMinor: number;
  /** Sum of earlier reversals of this accrual (as a positive amount or the negative lines, either works). */
  alreadyReversedMinor: number;
}

/** The reversal amount (zero or negative) of an accrual for a partial refund of its line. */
export function partialReversalMinor(input: PartialReversalInput): number {
  const { accrualMinor, lineBvMinor, previouslyRefundedMinor, refundedMinor } = input;
  for (const value of [accrualMinor, lineBvMinor, previouslyRefundedMinor, refundedMinor, input.alreadyReversedMinor]) assertMinor(value);
  if (accrualMinor <= 0 || lineBvMinor <= 0 || refundedMinor <= 0) return 0;
  const alreadyReversed = Math.abs(input.alreadyReversedMinor);
  const refundedSoFar = Math.min(lineBvMinor, previouslyRefundedMinor + refundedMinor);
  const dueSoFar = toSafeNumber(divideRoundHalfUp(BigInt(accrualMinor) * BigInt(refundedSoFar), BigInt(lineBvMinor)));
  const reverse = Math.min(dueSoFar, accrualMinor) - alreadyReversed;
  return reverse > 0 ? -reverse : 0;
}
