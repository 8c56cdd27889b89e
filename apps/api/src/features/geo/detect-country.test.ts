import { describe, expect, it } from 'vitest';
import { detectCountry, regionsOf } from './detect-country.js';

const selling = [
  { name: 'Canada', shortname: 'CA', currency: 'CAD' as const },
  { name: 'United States', shortname: 'US', currency: 'USD' as const },
];

describe('regionsOf', () => {
  it.each([
    ['fr-CA,fr;q=0.9,en-US;q=0.8', ['CA', 'US']],
    ['en-US;q=0.2, en-CA', ['CA', 'US']],
    ['de', []],
    ['en-US;q=0', []],
    [undefined, []],
  ])('%s -> %j', (header, regions) => {
    expect(regionsOf(header)).toEqual(regions);
  });
});

describe('detectCountry', () => {
  it('prefers the proxy header over the language', () => {
    expect(detectCountry({ proxyCountry: 'us', acceptLanguage: 'fr-CA', ip: '1.2.3.4', selling })).toEqual({
      country_code: 'US',
      country_name: 'United States',
      currency: 'USD',
      detected_ip: '1.2.3.4',
    });
  });

  it('falls back to the first language region the shop sells to', () => {
    expect(detectCountry({ proxyCountry: 'DE', acceptLanguage: 'de-DE,en-CA;q=0.5', ip: null, selling }).country_code).toBe('CA');
  });

  it('answers unknown otherwise', () => {
    expect(detectCountry({ proxyCountry: undefined, acceptLanguage: 'ja-JP', ip: null, selling })).toMatchObject({
      country_code: null,
      currency: null,
    });
  });
});
