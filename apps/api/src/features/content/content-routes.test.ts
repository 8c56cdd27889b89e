import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languagesResponseSchema, navigationsResponseSchema, pageResponseSchema } from '@upline/contract/content';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/languages', () => {
  it('offers English as the default and French', async () => {
    const res = await t.app.inject('/api/languages');
    expect(res.statusCode).toBe(200);
    const body = languagesResponseSchema.parse(res.json());
    expect(body.languages.map((l) => l.code)).toEqual(expect.arrayContaining(['en', 'fr']));
    expect(body.languages.find((l) => l.is_default === 1)?.code).toBe('en');
  });
});

describe('GET /api/navigations/{menu}/{lang}', () => {
  it('answers the header menu in English by default and in French on request', async () => {
    const en = navigationsResponseSchema.parse((await t.app.inject('/api/navigations/header')).json());
    const fr = navigationsResponseSchema.parse((await t.app.inject('/api/navigations/header/fr')).json());
    expect(en.navigations.length).toBeGreaterThan(2);
    expect(fr.navigations.map((n) => n.slug)).toEqual(en.navigations.map((n) => n.slug));
    expect(fr.navigations.map((n) => n.name)).not.toEqual(en.navigations.map((n) => n.name));
  });

  it('answers the footer menu with the useful links', async () => {
    const body = navigationsResponseSchema.parse((await t.app.inject('/api/navigations/footer/en')).json());
    expect(body.navigations.map((n) => n.slug)).toEqual(expect.arrayContaining(['about-us', 'faq', 'compensation-plan']));
  });

  it('refuses an unknown language with a clear 400', async () => {
    const res = await t.app.inject('/api/navigations/header/xx');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'unknown_language', error: expect.stringContaining("Unknown language 'xx'") });
  });

  it('refuses an unknown menu', async () => {
    const res = await t.app.inject('/api/navigations/sidebar');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });
});

describe('GET /api/page/{slug}/{lang}', () => {
  it('answers the FAQ as a one-element page_details list with the shipping times', async () => {
    const res = await t.app.inject('/api/page/faq/en');
    expect(res.statusCode).toBe(200);
    const body = pageResponseSchema.parse(res.json());
    expect(body.page_details).toHaveLength(1);
    expect(body.page_details[0]?.page_content).toMatch(/3 to 5 business days/);
  });

  it('states in the FAQ the Canada Post times, the cancellation and return policy and the advice on medication', async () => {
    const body = pageResponseSchema.parse((await t.app.inject('/api/page/faq/en')).json());
    const text = (body.page_details[0]?.page_content ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    for (const line of [
      'Canada Post',
      'Canada: 3 to 5 business days',
      'United States: 5 to 10 business days',
      'International: 10 to 20 business days',
      'If you cancel within eight business hours of your purchase, before the order ships, you receive a full refund.',
      'returned within 30 days of delivery',
      'A 15% restocking fee applies',
      'Shipping charges are not refunded.',
      'within 15 business days of approval',
      '45-day money-back guarantee',
      'leave at least one hour between taking a medication and taking our products',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('answers French text for /fr', async () => {
    const en = pageResponseSchema.parse((await t.app.inject('/api/page/about-us')).json());
    const fr = pageResponseSchema.parse((await t.app.inject('/api/page/about-us/fr')).json());
    expect(fr.page_details[0]?.name).not.toBe(en.page_details[0]?.name);
  });

  it('serves the footer address block', async () => {
    const res = await t.app.inject('/api/page/footer-address');
    expect(res.statusCode).toBe(200);
    expect(pageResponseSchema.parse(res.json()).page_details[0]?.page_content.length).toBeGreaterThan(10);
  });

  it('answers 404 for an unknown page and 400 for a malformed slug', async () => {
    expect((await t.app.inject('/api/page/no-such-page')).statusCode).toBe(404);
    const bad = await t.app.inject('/api/page/..%2Fetc');
    expect(bad.statusCode).toBe(400);
  });
});
