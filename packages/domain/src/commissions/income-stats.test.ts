import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDisclosureYear, disclosurePeriod } from './disclosure-period.js';
import { incomeStats, median, nearestRankPercentile } from './income-stats.js';

const oneToHundred = Array.from({ length: 100 }, (_, i) => i + 1);

describe('nearest-rank percentiles (plan §9)', () => {
  it.each([
    // [amounts sorted ascending, p, expected]
    [[15, 20, 35, 40, 50], 5, 15],
    [[15, 20, 35, 40, 50], 30, 20],
    [[15, 20, 35, 40, 50], 40, 20],
    [[15, 20, 35, 40, 50], 50, 35],
    [[15, 20, 35, 40, 50], 100, 50],
    [[3, 6, 7, 8, 8, 10, 13, 15, 16, 20], 25, 7],
    [[3, 6, 7, 8, 8, 10, 13, 15, 16, 20], 75, 15],
    [[3, 6, 7, 8, 8, 10, 13, 15, 16, 20], 90, 16],
    [[3, 6, 7, 8, 8, 10, 13, 15, 16, 20], 99, 20],
    [oneToHundred, 10, 10],
    [oneToHundred, 99, 99],
    [[700], 1, 700],
    [[700], 99, 700],
  ])('of %j at p%i is %i', (amounts, p, expected) => {
    expect(nearestRankPercentile(amounts, p)).toBe(expected);
  });
  it('is null for nobody and refuses a percentile outside 1..100', () => {
    expect(nearestRankPercentile([], 50)).toBeNull();
    expect(() => nearestRankPercentile([1], 0)).toThrow(RangeError);
    expect(() => nearestRankPercentile([1], 101)).toThrow(RangeError);
    expect(() => nearestRankPercentile([1], 12.5)).toThrow(RangeError);
  });
});

describe('median', () => {
  it.each([
    [[], null],
    [[5], 5],
    [[0, 0, 9], 0],
    [[1, 2], 2], // 1.5 cents rounds half up
    [[-3, -2], -3], // -2.5 rounds away from zero
    [[100, 200, 300, 1000], 250],
  ])('of %j is %s', (amounts, expected) => {
    expect(median(amounts)).toBe(expected);
  });
});

describe('income statistics of a group', () => {
  it('counts zero earners, the mean, median and percentiles of a small team exactly', () => {
    // Ten members: four earned nothing, one lost 5.00 to a reversal of last year's commission.
    const stats = incomeStats([0, 12_000, 0, 2_500, -500, 0, 999, 1, 40_000, 0]);
    expect(stats).toEqual({
      members: 10,
      zeroEarners: 5,
      zeroShareBps: 5000,
      totalMinor: 55_000,
      meanMinor: 5_500,
      medianMinor: 1, // sorted: -500 0 0 0 0 | 1 999 2500 12000 40000 → (0 + 1) / 2 = 0.5 → 1
      percentilesMinor: { p10: -500, p25: 0, p75: 2_500, p90: 12_000, p99: 40_000 },
      topOnePercentMembers: 1,
      topOnePercentShareBps: 7273, // 40,000 / 55,000 = 72.727…%
    });
  });
  it('takes the top 1% as ceil(n / 100) members: two of 101', () => {
    const amounts = [...Array.from({ length: 99 }, () => 100), 5_000, 5_000];
    const stats = incomeStats(amounts);
    expect(stats.topOnePercentMembers).toBe(2);
    expect(stats.topOnePercentShareBps).toBe(5025); // 10,000 / 19,900
  });
  it('rounds the mean half away from zero and shares to the basis point', () => {
    expect(incomeStats([1, 0, 0]).meanMinor).toBe(0); // 0.333
    expect(incomeStats([1, 1, 0]).meanMinor).toBe(1); // 0.667
    expect(incomeStats([1, 0]).meanMinor).toBe(1); // 0.5
    expect(incomeStats([0, 0, 5]).zeroShareBps).toBe(6667);
  });
  it('answers nulls for an empty group and no top share when nothing was earned', () => {
    expect(incomeStats([])).toEqual({
      members: 0,
      zeroEarners: 0,
      zeroShareBps: null,
      totalMinor: 0,
      meanMinor: null,
      medianMinor: null,
      percentilesMinor: { p10: null, p25: null, p75: null, p90: null, p99: null },
      topOnePercentMembers: 0,
      topOnePercentShareBps: null,
    });
    const idle = incomeStats([0, 0, 0]);
    expect(idle).toMatchObject({ zeroShareBps: 10_000, meanMinor: 0, medianMinor: 0, topOnePercentShareBps: null });
  });
  it('refuses amounts that are not integer minor units and leaves its input alone', () => {
    expect(() => incomeStats([1.5])).toThrow(RangeError);
    const input = [3, 1, 2];
    incomeStats(input);
    expect(input).toEqual([3, 1, 2]);
  });
});

const amountsArb = fc.array(fc.integer({ min: -50_000, max: 5_000_000 }), { maxLength: 400 });

describe('income statistics properties', () => {
  it('orders the figures: p10 ≤ p25 ≤ median-ish ≤ p75 ≤ p90 ≤ p99, all within the range', () => {
    fc.assert(
      fc.property(amountsArb.filter((a) => a.length > 0), (amounts) => {
        const s = incomeStats(amounts);
        const { p10, p25, p75, p90, p99 } = s.percentilesMinor as Record<string, number>;
        const min = Math.min(...amounts);
        const max = Math.max(...amounts);
        expect(min <= p10! && p10! <= p25! && p25! <= s.medianMinor! && s.medianMinor! <= p75! && p75! <= p90! && p90! <= p99! && p99! <= max).toBe(true);
        expect(s.meanMinor! >= min && s.meanMinor! <= max).toBe(true);
      }),
    );
  });
  it('every percentile is an amount some member earned', () => {
    fc.assert(
      fc.property(amountsArb.filter((a) => a.length > 0), fc.integer({ min: 1, max: 100 }), (amounts, p) => {
        const sorted = [...amounts].sort((a, b) => a - b);
        expect(amounts).toContain(nearestRankPercentile(sorted, p));
      }),
    );
  });
  it('does not depend on the order of the members, and the total is the exact sum', () => {
    fc.assert(
      fc.property(amountsArb, (amounts) => {
        const reversed = [...amounts].reverse();
        expect(incomeStats(reversed)).toEqual(incomeStats(amounts));
        expect(incomeStats(amounts).totalMinor).toBe(amounts.reduce((a, b) => a + b, 0));
      }),
    );
  });
  it('adding zero earners never raises the median or lowers the zero share', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 200 }), fc.integer({ min: 1, max: 50 }), (amounts, extra) => {
        const before = incomeStats(amounts);
        const after = incomeStats([...amounts, ...Array.from({ length: extra }, () => 0)]);
        expect(after.medianMinor!).toBeLessThanOrEqual(before.medianMinor!);
        expect(after.zeroShareBps!).toBeGreaterThanOrEqual(before.zeroShareBps!);
        expect(after.totalMinor).toBe(before.totalMinor);
      }),
    );
  });
  it('with no negative amounts the top 1% share is between 1% of members and 100%', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 300 }), (amounts) => {
        const s = incomeStats(amounts);
        if (s.totalMinor === 0) {
          expect(s.topOnePercentShareBps).toBeNull();
          return;
        }
        expect(s.topOnePercentShareBps!).toBeGreaterThan(0);
        expect(s.topOnePercentShareBps!).toBeLessThanOrEqual(10_000);
        // The top members earn at least their head-count share of the total.
        expect(s.topOnePercentShareBps! * amounts.length).toBeGreaterThanOrEqual(s.topOnePercentMembers * 10_000 - amounts.length);
      }),
    );
  });
});

describe('disclosure periods', () => {
  it('covers a calendar year, complete once it is over', () => {
    expect(disclosurePeriod({ kind: 'year', year: 2026 }, '2026-11-25')).toEqual({ kind: 'year', startsOn: '2026-01-01', endsOn: '2026-12-31', isComplete: false });
    expect(disclosurePeriod({ kind: 'year', year: 2025 }, '2026-01-01')).toMatchObject({ isComplete: true });
  });
  it.each([
    ['2026-11-25', '2025-11-01', '2026-10-31'],
    ['2026-01-15', '2025-01-01', '2025-12-31'],
    ['2026-02-01', '2025-02-01', '2026-01-31'],
    ['2024-03-31', '2023-03-01', '2024-02-29'],
  ])('on %s the trailing 12 months run %s to %s', (today, startsOn, endsOn) => {
    expect(disclosurePeriod({ kind: 'trailing-12' }, today)).toEqual({ kind: 'trailing-12', startsOn, endsOn, isComplete: true });
  });
  it('accepts years from 2000 to the current year only', () => {
    expect(checkDisclosureYear(2026, 2026)).toEqual({ ok: true, year: 2026 });
    expect(checkDisclosureYear(2000, 2026)).toEqual({ ok: true, year: 2000 });
    for (const bad of [1999, 2027, 2026.5]) {
      expect(checkDisclosureYear(bad, 2026)).toEqual({ ok: false, message: 'The year must be a whole number from 2000 to 2026.' });
    }
  });
});
