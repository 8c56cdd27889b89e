import { describe, expect, it } from 'vitest';
import { defaultLocale, formatMoney, localeFor } from './format.js';

// Intl separates some parts with narrow no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    [1999, 'USD', undefined, '$19.99'],
    [123_456_700, 'USD', undefined, '$1,234,567.00'],
    [-500, 'USD', undefined, '-$5.00'],
    [1999, 'CAD', undefined, '$19.99'], // en-CA writes its own dollar without a prefix
    [1999, 'CAD', 'en-US', 'CA$19.99'],
    [123_450, 'CAD', 'fr-CA', '1 234,50 $'],
  ] as const)('%i %s in %s is %s', (minor, currency, locale, expected) => {
    expect(plain(formatMoney(minor, currency, locale))).toBe(expected);
  });

  it('defaults to en-CA for CAD and en-US for USD', () => {
    expect(defaultLocale('CAD')).toBe('en-CA');
    expect(defaultLocale('USD')).toBe('en-US');
  });

  it('pairs a language with the currency’s country', () => {
    expect(localeFor('en', 'USD')).toBe('en-US');
    expect(localeFor('en', 'CAD')).toBe('en-CA');
    expect(localeFor('fr', 'CAD')).toBe('fr-CA');
    expect(localeFor('fr', 'USD')).toBe('fr-US');
    expect(plain(formatMoney(6300, 'USD', localeFor('fr', 'USD')))).toBe('63,00 $US');
  });
});
