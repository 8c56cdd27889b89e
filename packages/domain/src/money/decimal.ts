// Conversions between minor units and the 2-decimal numbers the API shows on the wire. Parsing
// works on the decimal digits (never on a float product such as 19.99 * 100 = 1998.9999...), and
// anything finer than a cent rounds with the shop's policy (half away from zero).
import { assertMinor } from './currency.js';
import { divideRoundHalfUp, toSafeNumber } from './rounding.js';

/** Minor units to a 2-decimal number for the wire: 1999 -> 19.99 (exact round trip up to ±2^50 minor units). */
export function toDecimal(amountMinor: number): number {
  // Division by 100 is correctly rounded, so the result is the double nearest to the decimal text.
  return assertMinor(amountMinor) / 100;
}

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** A decimal amount ('19.99', 19.99, '1e2') to minor units, rounding sub-cent digits half-up; throws on non-numbers. */
export function fromDecimal(value: number | string): number {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`not a finite amount: ${value}`);
  // A number's shortest round-trip text is the decimal it was written as (0.1 + 0.2 gives 0.30000000000000004).
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL_PATTERN.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || whole.length + fraction.length === 0) throw new RangeError(`not a decimal amount: '${text}'`);
  const exponent = Number(match[4] ?? '0');
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) throw new RangeError(`amount out of range: '${text}'`);

  const digits = BigInt(`${whole}${fraction}` || '0');
  const signed = match[1] === '-' ? -digits : digits;
  // signed × 10^(exponent − fraction.length) is the value; × 100 more for minor units.
  const shift = exponent - fraction.length + 2;
  const minor = shift >= 0 ? signed * 10n ** BigInt(shift) : divideRoundHalfUp(signed, 10n ** BigInt(-shift));
  return toSafeNumber(minor);
}
