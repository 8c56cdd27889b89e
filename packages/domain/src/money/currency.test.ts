import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add, isCurrency, money, multiply, subtract, sumMinor } from './currency.js';

describe('money values', () => {
  it('accepts integer minor units in a known currency', () => {
    expect(money(1999, 'USD')).toEqual({ amountMinor: 1999, currency: 'USD' });
    expect(money(-5, 'CAD')).toEqual({ amountMinor: -5, currency: 'CAD' });
  });

  it.each([[19.99], [Number.NaN], [Number.POSITIVE_INFINITY], [2 ** 53]])('refuses %s minor units', (amount) => {
    expect(() => money(amount, 'USD')).toThrow(RangeError);
  });

  it('refuses an unknown currency', () => {
    expect(() => money(1, 'EUR' as never)).toThrow(RangeError);
    expect(isCurrency('EUR')).toBe(false);
    expect(isCurrency('CAD')).toBe(true);
  });

  it('adds, subtracts and multiplies in minor units', () => {
    expect(add(money(1999, 'USD'), money(1, 'USD'))).toEqual(money(2000, 'USD'));
    expect(subtract(money(500, 'CAD'), money(1999, 'CAD'))).toEqual(money(-1499, 'CAD'));
    expect(multiply(money(1999, 'USD'), 3)).toEqual(money(5997, 'USD'));
  });

  it('refuses to mix currencies or multiply by a fraction of a unit', () => {
    expect(() => add(money(1, 'USD'), money(1, 'CAD'))).toThrow(/currency mismatch/);
    expect(() => subtract(money(1, 'USD'), money(1, 'CAD'))).toThrow(/currency mismatch/);
    expect(() => multiply(money(1, 'USD'), 1.5)).toThrow(RangeError);
  });

  it('sums a list of amounts and refuses overflow', () => {
    expect(sumMinor([])).toBe(0);
    expect(sumMinor([100, -30, 5])).toBe(75);
    expect(() => sumMinor([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });

  it('add and subtract are inverse', () => {
    const amount = fc.integer({ min: -1e12, max: 1e12 });
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const result = subtract(add(money(a, 'USD'), money(b, 'USD')), money(b, 'USD'));
        expect(result.amountMinor).toBe(a);
      }),
    );
  });

  it('does not mutate its arguments', () => {
    const a = Object.freeze(money(10, 'USD'));
    const b = Object.freeze(money(20, 'USD'));
    expect(add(a, b).amountMinor).toBe(30);
    expect(a.amountMinor).toBe(10);
  });
});
