import { describe, expect, it } from 'vitest';
import { isFreeShippingCart, resolveZone } from './zones.js';

const zones = [
  { code: 'CA', countryCodes: ['CA'] },
  { code: 'US', countryCodes: ['US', 'PR'] },
  { code: 'INTL', countryCodes: ['*'] },
];

describe('resolveZone', () => {
  it.each([
    ['CA', 'CA'],
    ['us', 'US'],
    ['PR', 'US'],
    ['FR', 'INTL'],
  ])('%s ships in zone %s', (country, zone) => {
    expect(resolveZone(country, zones)?.code).toBe(zone);
  });

  it('is null when no zone takes the country', () => {
    expect(resolveZone('FR', zones.slice(0, 2))).toBeNull();
  });
});

describe('isFreeShippingCart', () => {
  const free = [1, 6];
  it.each([
    [[{ productId: 1 }], 'US', true],
    [[{ productId: 1 }, { productId: 6 }], 'ca', true],
    [[{ productId: 1 }, { productId: 2 }], 'US', false], // one line is not a free product
    [[{ productId: 1 }], 'FR', false], // country not listed
    [[], 'US', false], // an empty cart ships nothing
  ])('%j to %s: %s', (lines, country, expected) => {
    expect(isFreeShippingCart(lines, free, country, ['US', 'CA'])).toBe(expected);
  });
});
