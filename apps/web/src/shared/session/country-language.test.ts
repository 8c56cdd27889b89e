import { describe, expect, it } from 'vitest';
import { languageForCountry, toShoppingCountry } from './country-language';

describe('country and language', () => {
  it('gives English for the United States and Canada, French otherwise', () => {
    expect(languageForCountry('US')).toBe('en');
    expect(languageForCountry('CA')).toBe('en');
    expect(languageForCountry('FR')).toBe('fr');
  });

  it('reads a detected code as an offered country, or none', () => {
    expect(toShoppingCountry('ca')).toBe('CA');
    expect(toShoppingCountry('US')).toBe('US');
    expect(toShoppingCountry('GB')).toBeNull();
    expect(toShoppingCountry(null)).toBeNull();
  });
});
