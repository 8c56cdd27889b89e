import { describe, expect, it } from 'vitest';
import { isInRange, matchTier, parseTierRange } from './tier-range.js';

describe('parseTierRange', () => {
  it.each([
    ['2-5', { minQuantity: 2, maxQuantity: 5 }],
    [' 2 - 5 ', { minQuantity: 2, maxQuantity: 5 }],
    ['3-3', { minQuantity: 3, maxQuantity: 3 }],
    ['6+', { minQuantity: 6, maxQuantity: null }],
    ['12 +', { minQuantity: 12, maxQuantity: null }],
  ])('reads %j', (text, expected) => {
    expect(parseTierRange(text)).toEqual(expected);
  });

  it.each([[''], ['  '], ['5-2'], ['6'], ['+6'], ['6++'], ['2–5'], ['a-b'], ['2-5-8'], ['-2-5'], ['2.5-4'], ['1-'], ['six+']])(
    'returns null for malformed %j',
    (text) => {
      expect(parseTierRange(text)).toBeNull();
    },
  );
});

describe('tier matching', () => {
  it.each([
    ['2-5', 1, false],
    ['2-5', 2, true], // lower end inclusive
    ['2-5', 5, true], // upper end inclusive
    ['2-5', 6, false],
    ['6+', 5, false],
    ['6+', 6, true], // n+ means n or more
    ['6+', 60, true],
  ])('%s holds %i: %s', (text, quantity, expected) => {
    const range = parseTierRange(text);
    expect(range).not.toBeNull();
    if (range) expect(isInRange(range, quantity)).toBe(expected);
  });

  it('picks the first usable tier in list order and skips malformed ranges and discounts', () => {
    const tiers = [
      { range: '2-x', discountBps: 9000 },
      { range: '2-5', discountBps: 20_000 },
      { range: '2-5', discountBps: 1000 },
      { range: '3-9', discountBps: 1500 },
    ];
    expect(matchTier(tiers, 3)).toMatchObject({ index: 2, discountBps: 1000 });
    expect(matchTier(tiers, 7)).toMatchObject({ index: 3, discountBps: 1500 });
    expect(matchTier(tiers, 1)).toBeNull();
    expect(matchTier([], 4)).toBeNull();
  });
});
