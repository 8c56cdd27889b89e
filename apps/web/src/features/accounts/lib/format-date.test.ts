import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('shows a birth date as its calendar day in English and French', () => {
    expect(formatDate('1988-04-12', 'en')).toBe('April 12, 1988');
    expect(formatDate('1988-04-12', 'fr')).toBe('12 avril 1988');
  });

  it('shows a date-time in UTC', () => {
    expect(formatDate('2026-01-01T02:00:00.000Z', 'en')).toBe('January 1, 2026');
  });

  it('shows nothing for a missing date and the text itself when unreadable', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
