import { describe, expect, it } from 'vitest';
import { birthDays, birthMonths, birthYears, isValidBirthDate } from './birth-date-options';

const now = new Date(2026, 5, 15);

describe('birth date options', () => {
  it('offers months 01-12 and days 01-31 with two digits', () => {
    expect(birthMonths).toHaveLength(12);
    expect(birthMonths[0]).toBe('01');
    expect(birthMonths.at(-1)).toBe('12');
    expect(birthDays).toHaveLength(31);
    expect(birthDays[8]).toBe('09');
    expect(birthDays.at(-1)).toBe('31');
  });

  it('offers the years from the current one back to 1951, newest first', () => {
    const years = birthYears(now);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('1951');
    expect(years).toHaveLength(2026 - 1951 + 1);
    expect(birthYears(new Date(2030, 0, 1))[0]).toBe('2030');
  });

  it('accepts real dates and refuses impossible or future ones', () => {
    expect(isValidBirthDate('1988', '04', '12', now)).toBe(true);
    expect(isValidBirthDate('2000', '02', '29', now)).toBe(true);
    expect(isValidBirthDate('2001', '02', '29', now)).toBe(false);
    expect(isValidBirthDate('1990', '04', '31', now)).toBe(false);
    expect(isValidBirthDate('1950', '12', '31', now)).toBe(false);
    expect(isValidBirthDate('2026', '06', '16', now)).toBe(false);
    expect(isValidBirthDate('2026', '06', '15', now)).toBe(true);
    expect(isValidBirthDate('', '06', '15', now)).toBe(false);
  });
});
