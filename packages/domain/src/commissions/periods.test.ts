import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planVersion1 as plan } from './plan.js';
import { biweeklyPeriodOf, closableFrom, holdUntil, localDate, monthlyPeriodOf, periodFor, scheduleOfLevel } from './periods.js';

describe('periods (plan §4 and §5)', () => {
  it.each([
    ['2026-01-05', '2026-01-05', '2026-01-18'],
    ['2026-01-18', '2026-01-05', '2026-01-18'],
    ['2026-01-19', '2026-01-19', '2026-02-01'],
    ['2026-03-01', '2026-02-16', '2026-03-01'],
    ['2026-01-04', '2025-12-22', '2026-01-04'],
    ['2026-11-24', '2026-11-23', '2026-12-06'],
  ])('bi-weekly: %s lies in %s..%s (14 days from Monday 2026-01-05)', (date, startsOn, endsOn) => {
    expect(biweeklyPeriodOf(date, plan)).toEqual({ kind: 'biweekly', startsOn, endsOn });
  });
  it.each([
    ['2026-02-14', '2026-02-01', '2026-02-28'],
    ['2028-02-29', '2028-02-01', '2028-02-29'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
  ])('monthly: %s lies in the calendar month %s..%s', (date, startsOn, endsOn) => {
    expect(monthlyPeriodOf(date)).toEqual({ kind: 'monthly', startsOn, endsOn });
  });
  it("uses the shop's time zone: 03:00 UTC on 19 January is still Sunday 18 January in Toronto", () => {
    const paidAt = new Date('2026-01-19T03:00:00Z');
    expect(localDate(paidAt, 'America/Toronto')).toBe('2026-01-18');
    expect(periodFor('biweekly', paidAt, plan, 'America/Toronto')).toMatchObject({ startsOn: '2026-01-05', endsOn: '2026-01-18' });
    expect(periodFor('biweekly', paidAt, plan, 'UTC')).toMatchObject({ startsOn: '2026-01-19' });
    expect(periodFor('monthly', new Date('2026-02-01T04:59:00Z'), plan)).toMatchObject({ startsOn: '2026-01-01', endsOn: '2026-01-31' });
  });
  it('gives the date the time zone gives, for any instant, in zones with half- and quarter-hour offsets too', () => {
    const zones = ['America/Toronto', 'America/Vancouver', 'America/St_Johns', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham', 'UTC'];
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }), (zone, ms) => {
        const at = new Date(ms);
        const expected = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
        const part = (type: string) => expected.find((p) => p.type === type)?.value;
        expect(localDate(at, zone)).toBe(`${part('year')}-${part('month')}-${part('day')}`);
        // The same quarter hour again, from the kept reading.
        expect(localDate(new Date(ms), zone)).toBe(`${part('year')}-${part('month')}-${part('day')}`);
      }),
      { numRuns: 3000 },
    );
    // Around Toronto's spring-forward and a local midnight, minute by minute.
    for (let ms = Date.UTC(2026, 2, 8, 4, 0); ms < Date.UTC(2026, 2, 8, 8, 0); ms += 60_000) {
      const expected = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));
      expect(localDate(new Date(ms), 'America/Toronto')).toBe(expected);
    }
  });

  it('pays level commissions (paid levels 1 and 2) bi-weekly and scholar overrides (3 to 5) monthly', () => {
    expect([1, 2, 3, 4, 5].map((l) => scheduleOfLevel(plan, l))).toEqual(['biweekly', 'biweekly', 'monthly', 'monthly', 'monthly']);
    expect(() => scheduleOfLevel(plan, 6)).toThrow(RangeError);
  });
  it('holds a line for 30 days from the paid time', () => {
    expect(holdUntil(new Date('2026-01-10T12:00:00Z'), plan).toISOString()).toBe('2026-02-09T12:00:00.000Z');
  });
  it('lets a period close 30 days after its end', () => {
    expect(closableFrom({ kind: 'biweekly', startsOn: '2026-01-05', endsOn: '2026-01-18' }, plan)).toBe('2026-02-18');
  });
});
