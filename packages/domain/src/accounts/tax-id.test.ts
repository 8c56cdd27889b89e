import { describe, expect, it } from 'vitest';
import { isDigitsOnly, maskTaxId, ssnLast4 } from './tax-id.js';

describe('tax ids', () => {
  it.each([
    ['123456789', true],
    ['0', true],
    ['123-45-6789', false],
    ['123 456', false],
    ['', false],
    ['١٢٣', false], // non-ASCII digits
  ])('%j is digits only: %s', (value, expected) => {
    expect(isDigitsOnly(value)).toBe(expected);
  });

  it.each([
    ['123456789', '6789'],
    ['123-45-6789', '6789'],
    ['1234', '1234'],
    ['123', null],
    ['', null],
  ])('last four of %j is %j', (ssn, expected) => {
    expect(ssnLast4(ssn)).toBe(expected);
  });

  it('masks all but the last four digits', () => {
    expect(maskTaxId('6789')).toBe('*****6789');
    expect(maskTaxId(null)).toBe('');
  });
});
