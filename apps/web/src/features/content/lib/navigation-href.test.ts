import { describe, expect, it } from 'vitest';
import { navigationHref, splitFooterNavigation } from './navigation-href';

describe('navigationHref', () => {
  it('links a slug without a leading slash as a CMS page', () => {
    expect(navigationHref('about-us')).toBe('/pages/about-us');
    expect(navigationHref('compensation-plan', 'alice')).toBe('/alice/compensation-plan');
  });

  it('keeps an in-shop path, prefixing it only where the referral rule asks', () => {
    expect(navigationHref('/faq')).toBe('/faq');
    expect(navigationHref('/faq', 'alice')).toBe('/faq');
    expect(navigationHref('/testimonials', 'alice')).toBe('/alice/testimonials');
    expect(navigationHref('/product')).toBe('/product');
  });

  it('leaves full URLs alone', () => {
    expect(navigationHref('https://example.org/press', 'alice')).toBe('https://example.org/press');
  });

  it('trims stray spaces from the server', () => {
    expect(navigationHref(' about-us ')).toBe('/pages/about-us');
  });
});

describe('splitFooterNavigation', () => {
  const defaults = {
    useful: [{ name: 'About us', slug: 'about-us' }],
    legal: [{ name: 'Terms', slug: 'terms' }],
  };

  it('puts the legal pages in their own column', () => {
    const split = splitFooterNavigation(
      [
        { name: 'FAQ', slug: '/faq' },
        { name: 'Privacy', slug: 'privacy' },
        { name: 'Returns', slug: '/pages/shipping-returns' },
      ],
      defaults,
    );
    expect(split.useful.map((item) => item.name)).toEqual(['FAQ']);
    expect(split.legal.map((item) => item.name)).toEqual(['Privacy', 'Returns']);
  });

  it('falls back to the defaults for a column the server leaves empty', () => {
    expect(splitFooterNavigation(undefined, defaults)).toEqual(defaults);
    const onlyUseful = splitFooterNavigation([{ name: 'Blog', slug: '/blogs' }], defaults);
    expect(onlyUseful.useful).toEqual([{ name: 'Blog', slug: '/blogs' }]);
    expect(onlyUseful.legal).toEqual(defaults.legal);
  });
});
