import { describe, expect, it } from 'vitest';
import type { MarketingTags } from '@upline/contract/analytics';
import { installMarketingTags, marketingScriptUrls, sendMarketingConversion } from './marketing-tags';

const none: MarketingTags = { google_ads: null, clarity: null, meta_pixel: null };
const all: MarketingTags = { google_ads: { id: 'AW-123456789', conversion_label: 'AbC-dEf_123' }, clarity: { id: 'abc123xyz' }, meta_pixel: { id: '1234567890123' } };

interface FakeScript {
  async: boolean;
  src: string;
  dataset: Record<string, string>;
  getAttribute(name: string): string | null;
}

/** Just the part of a window the tags touch: a head to add scripts to, and globals. */
function fakeWindow() {
  const scripts: FakeScript[] = [];
  const doc = {
    head: {
      appendChild: (script: FakeScript) => scripts.push(script),
      querySelectorAll: () => scripts,
    },
    createElement: (): FakeScript => {
      const script: FakeScript = { async: false, src: '', dataset: {}, getAttribute: (name) => (name === 'src' ? script.src : null) };
      return script;
    },
  };
  const win = { document: doc } as unknown as Window & Record<string, unknown>;
  return { win, scripts };
}

describe('marketing tags', () => {
  it('load nothing when none is configured', () => {
    const { win, scripts } = fakeWindow();
    expect(installMarketingTags(none, win)).toBe(0);
    expect(scripts).toEqual([]);
    expect(win.gtag).toBeUndefined();
    expect(win.fbq).toBeUndefined();
    sendMarketingConversion(none, { orderId: 7, value: 10, currency: 'USD' }, win);
    expect(win.dataLayer).toBeUndefined();
  });

  it('add each configured tag’s script once, async, with its command queue set up first', () => {
    const { win, scripts } = fakeWindow();
    expect(installMarketingTags(all, win)).toBe(3);
    installMarketingTags(all, win);
    expect(scripts.map((s) => s.src)).toEqual(marketingScriptUrls(all));
    expect(scripts.every((s) => s.async)).toBe(true);
    expect(marketingScriptUrls(all)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=AW-123456789',
      'https://www.clarity.ms/tag/abc123xyz',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
    // gtag: 'js' then 'config' with the account, as gtag.js expects them in dataLayer.
    const layer = (win.dataLayer as IArguments[]).map((args) => Array.from(args));
    expect(layer[0]?.[0]).toBe('js');
    expect(layer[1]).toEqual(['config', 'AW-123456789']);
    expect(layer).toHaveLength(2);
    // The pixel is initialised with its id and counts the page view.
    expect((win.fbq as { queue: unknown[][] }).queue).toEqual([['init', '1234567890123'], ['track', 'PageView']]);
    expect(typeof win.clarity).toBe('function');
  });

  it('only the configured ones', () => {
    const { win, scripts } = fakeWindow();
    expect(installMarketingTags({ ...none, clarity: { id: 'abc123xyz' } }, win)).toBe(1);
    expect(scripts.map((s) => s.src)).toEqual(['https://www.clarity.ms/tag/abc123xyz']);
    expect(win.gtag).toBeUndefined();
  });

  it('tell the purchase to Google Ads (with a conversion label) and the pixel, installing the tags if needed', () => {
    const { win } = fakeWindow();
    sendMarketingConversion(all, { orderId: 42, value: 148.35, currency: 'USD' }, win);
    const layer = (win.dataLayer as IArguments[]).map((args) => Array.from(args));
    expect(layer.at(-1)).toEqual(['event', 'conversion', { send_to: 'AW-123456789/AbC-dEf_123', value: 148.35, currency: 'USD', transaction_id: '42' }]);
    expect((win.fbq as { queue: unknown[][] }).queue.at(-1)).toEqual(['track', 'Purchase', { value: 148.35, currency: 'USD' }]);
  });

  it('send no Google Ads conversion without a label', () => {
    const { win } = fakeWindow();
    sendMarketingConversion({ ...none, google_ads: { id: 'AW-123456789', conversion_label: null } }, { orderId: 42, value: null, currency: null }, win);
    const layer = (win.dataLayer as IArguments[]).map((args) => Array.from(args));
    expect(layer.map((args) => args[0])).toEqual(['js', 'config']);
  });
});
