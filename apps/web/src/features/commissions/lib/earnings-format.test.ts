import { describe, expect, it } from 'vitest';
import { defaultRange, formatRate, periodRows } from './earnings-format';

const period = (start: string, end: string, commission: string, isCurrent = false) => ({ start_date: start, end_date: end, total_bv: '10.00', total_commission: commission, status: 'open' as const, is_current: isCurrent });

describe('earnings formatting', () => {
  it('puts the USD and CAD totals of a period on one row, newest first, keeping the current flag', () => {
    const rows = periodRows({ USD: [period('2026-11-09', '2026-11-22', '1.00', true), period('2026-10-26', '2026-11-08', '2.00')], CAD: [period('2026-11-09', '2026-11-22', '3.00', true)] });
    expect(rows.map((r) => [r.start, r.isCurrent, r.usd?.total_commission ?? null, r.cad?.total_commission ?? null])).toEqual([
      ['2026-11-09', true, '1.00', '3.00'],
      ['2026-10-26', false, '2.00', null],
    ]);
  });

  it('shows rates as percentages in the visitor language', () => {
    expect(formatRate(2000, 'en')).toBe('20%');
    expect(formatRate(250, 'en')).toBe('2.5%');
    expect(formatRate(250, 'fr')).toMatch(/^2,5\s?%$/);
  });

  it('starts the search on the first day of the month, up to today', () => {
    expect(defaultRange(new Date(2026, 10, 21, 15))).toEqual({ start: '2026-11-01', end: '2026-11-21' });
  });
});
