import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { mergeCsp } from './marketing-tags.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

const tagsEnv = {
  MARKETING_GOOGLE_ADS_ID: 'AW-123456789',
  MARKETING_GOOGLE_ADS_CONVERSION_LABEL: 'AbC-dEf_123',
  MARKETING_CLARITY_ID: 'abc123xyz',
  MARKETING_META_PIXEL_ID: '1234567890123',
};

/** The CSP directive `name` of a response, as a list of sources. */
function directive(csp: unknown, name: string): string[] {
  const found = String(csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name);
  return found?.slice(1) ?? [];
}

describe('GET analytics/marketing-tags and the CSP', () => {
  let plain: TestApp;
  let tagged: TestApp;
  beforeAll(async () => {
    [plain, tagged] = await Promise.all([createTestApp(), createTestApp(tagsEnv)]);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), tagged.close()]);
  });

  it('answers no tag and lets no outside script load in the default shop', async () => {
    const res = await plain.app.inject('/api/analytics/marketing-tags');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ google_ads: null, clarity: null, meta_pixel: null });
    const page = await plain.app.inject('/checkout');
    expect(directive(page.headers['content-security-policy'], 'script-src')).toEqual(["'self'"]);
    expect(directive(page.headers['content-security-policy'], 'connect-src')).toEqual(["'self'"]);
  });

  it('names each configured tag by its public id, and allows its script and beacons', async () => {
    const res = await tagged.app.inject('/api/analytics/marketing-tags');
    expect(res.json()).toEqual({
      google_ads: { id: 'AW-123456789', conversion_label: 'AbC-dEf_123' },
      clarity: { id: 'abc123xyz' },
      meta_pixel: { id: '1234567890123' },
    });
    const csp = (await tagged.app.inject('/checkout')).headers['content-security-policy'];
    expect(directive(csp, 'script-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://www.googletagmanager.com', 'https://www.clarity.ms', 'https://connect.facebook.net']),
    );
    expect(directive(csp, 'connect-src')).toEqual(expect.arrayContaining(['https://*.clarity.ms', 'https://www.facebook.com', 'https://www.google.com']));
    expect(directive(csp, 'img-src')).toEqual(expect.arrayContaining(['https://www.facebook.com', 'https://googleads.g.doubleclick.net']));
  });
});

describe('marketing configuration', () => {
  it('refuses ids that are not the tag’s kind, naming each variable', () => {
    const attempt = () =>
      loadConfig({ NODE_ENV: 'test', MARKETING_GOOGLE_ADS_ID: 'G-ABC', MARKETING_CLARITY_ID: 'x"><script>', MARKETING_META_PIXEL_ID: 'pixel' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/MARKETING_GOOGLE_ADS_ID[\s\S]*MARKETING_CLARITY_ID[\s\S]*MARKETING_META_PIXEL_ID/);
  });

  it('keeps a conversion label optional', () => {
    expect(loadConfig({ NODE_ENV: 'test', MARKETING_GOOGLE_ADS_ID: 'AW-987654321' }).marketing).toEqual({
      googleAds: { id: 'AW-987654321', conversionLabel: null },
      clarityId: null,
      metaPixelId: null,
    });
  });

  it('merges several features’ origins without repeats, in order', () => {
    expect(mergeCsp({ imgSrc: ['https://cdn.example.com', 'https://a.example'] }, { imgSrc: ['https://a.example', 'https://b.example'], scriptSrc: ['https://s.example'] })).toEqual({
      scriptSrc: ['https://s.example'],
      imgSrc: ['https://cdn.example.com', 'https://a.example', 'https://b.example'],
      frameSrc: [],
      connectSrc: [],
    });
  });
});
