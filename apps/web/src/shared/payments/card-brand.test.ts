import { describe, expect, it } from 'vitest';
import { cardBrandName, savedCardLabel } from './card-brand';

describe('cardBrandName', () => {
  it.each([
    ['visa', 'Visa'],
    ['amex', 'American Express'],
    ['mastercard', 'Mastercard'],
    ['cartes_bancaires', 'Cartes_bancaires'],
    ['toString', 'ToString'],
  ])('names %s as %s', (brand, name) => {
    expect(cardBrandName(brand)).toBe(name);
  });
});

describe('savedCardLabel', () => {
  const words = { none: 'No card', unnamed: 'Saved card', ending: (brand: string, last4: string) => `${brand} ending in ${last4}` };
  it('names a known card by its network and last four digits', () => {
    expect(savedCardLabel({ brand: 'amex', last4: '0005' }, words)).toBe('American Express ending in 0005');
  });
  it('says a card is saved when the provider did not name it, and that there is none when there is none', () => {
    expect(savedCardLabel({ brand: null, last4: null }, words)).toBe('Saved card');
    expect(savedCardLabel({ brand: 'visa', last4: null }, words)).toBe('Saved card');
    expect(savedCardLabel(null, words)).toBe('No card');
  });
});
