import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextPeriodEnd } from './period.js';

const iso = (d: Date) => d.toISOString();

describe('nextPeriodEnd', () => {
  it.each([
    ['2025-01-15T10:30:00.000Z', 1, undefined, '2025-02-15T10:30:00.000Z'],
    ['2025-01-31T00:00:00.000Z', 1, undefined, '2025-02-28T00:00:00.000Z'], // clamped to February
    ['2024-01-31T00:00:00.000Z', 1, undefined, '2024-02-29T00:00:00.000Z'], // leap year
    ['2025-03-31T08:00:00.000Z', 1, undefined, '2025-04-30T08:00:00.000Z'],
    ['2025-12-15T00:00:00.000Z', 1, undefined, '2026-01-15T00:00:00.000Z'], // year rollover
    ['2024-02-29T00:00:00.000Z', 12, undefined, '2025-02-28T00:00:00.000Z'], // annual from a leap day
    ['2025-06-10T00:00:00.000Z', 12, undefined, '2026-06-10T00:00:00.000Z'],
    ['2025-02-28T00:00:00.000Z', 1, 31, '2025-03-31T00:00:00.000Z'], // the anchor day stops drift
    ['2025-02-28T00:00:00.000Z', 1, 30, '2025-03-30T00:00:00.000Z'],
  ])('%s + %i month(s), anchor %s, ends %s', (start, months, anchor, end) => {
    expect(iso(nextPeriodEnd(new Date(start), months, anchor))).toBe(end);
  });

  it('accepts epoch milliseconds and does not change its argument', () => {
    const start = new Date('2025-01-31T00:00:00.000Z');
    expect(iso(nextPeriodEnd(start.getTime(), 1))).toBe('2025-02-28T00:00:00.000Z');
    expect(iso(start)).toBe('2025-01-31T00:00:00.000Z');
  });

  it('refuses invalid input', () => {
    expect(() => nextPeriodEnd(new Date(Number.NaN), 1)).toThrow(RangeError);
    expect(() => nextPeriodEnd(0, 0)).toThrow(RangeError);
    expect(() => nextPeriodEnd(0, 1, 32)).toThrow(RangeError);
  });

  it('always ends later, in the right month, on the anchor day or the last day of that month', () => {
    const date = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
    fc.assert(
      fc.property(date, fc.constantFrom(1, 12), (start, months) => {
        const end = nextPeriodEnd(start, months);
        expect(end.getTime()).toBeGreaterThan(start.getTime());
        const monthsApart = (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth();
        expect(monthsApart).toBe(months);
        const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
        expect(end.getUTCDate()).toBe(Math.min(start.getUTCDate(), lastDay));
      }),
    );
  });
});
