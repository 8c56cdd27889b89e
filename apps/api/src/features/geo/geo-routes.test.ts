import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countriesResponseSchema, detectCountryResponseSchema, statesResponseSchema } from '@upline/contract/geo';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let trusted: TestApp;
beforeAll(async () => {
  [t, trusted] = await Promise.all([createTestApp(), createTestApp({ TRUST_PROXY: 'true', COUNTRY_HEADER: 'X-Country' })]);
});
afterAll(async () => Promise.all([t.close(), trusted.close()]));

describe('countries and states', () => {
  it('sells to the United States and Canada, with their currencies', async () => {
    const body = countriesResponseSchema.parse((await t.app.inject('/api/countries')).json());
    expect(body.countries.map((c) => [c.shortname, c.currency]).sort()).toEqual([
      ['CA', 'CAD'],
      ['US', 'USD'],
    ]);
  });

  it('lists the 13 provinces and territories of Canada (id 38)', async () => {
    const body = statesResponseSchema.parse((await t.app.inject('/api/states/38')).json());
    expect(body.states).toHaveLength(13);
    expect(body.states.map((s) => s.code)).toContain('QC');
  });

  it('lists the US states and DC', async () => {
    const countries = countriesResponseSchema.parse((await t.app.inject('/api/countries')).json()).countries;
    const us = countries.find((c) => c.shortname === 'US');
    const body = statesResponseSchema.parse((await t.app.inject(`/api/states/${us?.id}`)).json());
    expect(body.states).toHaveLength(51);
  });

  it('answers 404 for an unknown country and 400 for a non-number', async () => {
    expect((await t.app.inject('/api/states/999999')).statusCode).toBe(404);
    expect((await t.app.inject('/api/states/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/detect-country', () => {
  it('reads the region of Accept-Language', async () => {
    const res = await t.app.inject({ url: '/api/detect-country', headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' } });
    expect(detectCountryResponseSchema.parse(res.json())).toMatchObject({ country_code: 'CA', currency: 'CAD' });
  });

  it('answers unknown when nothing names a country the shop sells to', async () => {
    const res = await t.app.inject({ url: '/api/detect-country', headers: { 'accept-language': 'de-DE' } });
    expect(res.json()).toMatchObject({ country_code: null, currency: null });
  });

  it('ignores the proxy country header unless the proxy is trusted', async () => {
    const headers = { 'x-country': 'US', 'accept-language': 'en-CA' };
    expect((await t.app.inject({ url: '/api/detect-country', headers })).json().country_code).toBe('CA');
    expect((await trusted.app.inject({ url: '/api/detect-country', headers })).json().country_code).toBe('US');
  });
});
