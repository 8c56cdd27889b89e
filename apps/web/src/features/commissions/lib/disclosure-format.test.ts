import { describe, expect, it } from 'vitest';
import { choiceFromSearch, formatCount, formatShare } from './disclosure-format';

describe('income disclosure formats', () => {
  it('shows shares as percentages with one decimal at most, in the visitor language', () => {
    expect(formatShare(5000, 'en')).toBe('50%');
    expect(formatShare(7273, 'en')).toBe('72.7%');
    expect(formatShare(10_000, 'en')).toBe('100%');
    expect(formatShare(7273, 'fr').replace(/\s/g, ' ')).toBe('72,7 %');
  });
  it('groups thousands', () => {
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(1234, 'fr').replace(/\s/g, ' ')).toBe('1 234');
  });
  it('reads the period from the URL: trailing 12 months, a year, or the current year', () => {
    expect(choiceFromSearch(new URLSearchParams('period=trailing-12'))).toBe('trailing-12');
    expect(choiceFromSearch(new URLSearchParams('year=2025'))).toEqual({ year: 2025 });
    expect(choiceFromSearch(new URLSearchParams('year=25'))).toBeNull();
    expect(choiceFromSearch(new URLSearchParams(''))).toBeNull();
  });
});
