// Money values: an integer amount of minor units (cents) with its currency. Mixing currencies or
// leaving the safe-integer range is a broken invariant, so those throw instead of returning a value.

/** The currencies the shop sells in. */
export const currencies = ['USD', 'CAD'] as const;

export type Currency = (typeof currencies)[number];

export interface Money {
  amountMinor: number;
  currency: Currency;
}

/** True when the text is one of the shop's currency codes ('USD', 'CAD'). */
export function isCurrency(value: string): value is Currency {
  return (currencies as readonly string[]).includes(value);
}

/** Throws unless the value is a safe integer: amounts in minor units never carry fractions. */
export function assertMinor(amountMinor: number, what = 'amountMinor'): number {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`${what} must be a safe integer, got ${amountMinor}`);
  return amountMinor;
}

/** Builds a Money from an integer amount in minor units and a currency code. */
export function money(amountMinor: number, currency: Currency): Money {
  if (!isCurrency(currency)) throw new RangeError(`unknown currency ${String(currency)}`);
  return { amountMinor: assertMinor(amountMinor), currency };
}

function sameCurrency(a: Money, b: Money): Currency {
  if (a.currency !== b.currency) throw new RangeError(`currency mismatch: ${a.currency} and ${b.currency}`);
  return a.currency;
}

/** a + b in minor units; both must share a currency. */
export function add(a: Money, b: Money): Money {
  return money(a.amountMinor + b.amountMinor, sameCurrency(a, b));
}

/** a − b in minor units (may be negative); both must share a currency. */
export function subtract(a: Money, b: Money): Money {
  return money(a.amountMinor - b.amountMinor, sameCurrency(a, b));
}

/** m × quantity, quantity an integer count of units. */
export function multiply(m: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`quantity must be an integer, got ${quantity}`);
  return money(m.amountMinor * quantity, m.currency);
}

/** Sum of amounts in minor units; 0 for an empty list. */
export function sumMinor(amountsMinor: readonly number[]): number {
  let total = 0;
  for (const amount of amountsMinor) total = assertMinor(total + assertMinor(amount), 'sum');
  return total;
}
