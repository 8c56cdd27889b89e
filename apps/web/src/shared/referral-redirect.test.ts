import { describe, expect, it } from 'vitest';
import { referralRedirect } from './referral-redirect';

describe('referralRedirect', () => {
  it('leaves every path alone while no link name is stored', () => {
    expect(referralRedirect('/product', null)).toBeNull();
    expect(referralRedirect('/checkout', undefined)).toBeNull();
    expect(referralRedirect('/join-team', '')).toBeNull();
  });

  it.each([
    ['/product', '/alice/product'],
    ['/product/show/12', '/alice/product/show/12'],
    ['/testimonials', '/alice/testimonials'],
    ['/user/dashboard', '/alice/dashboard'],
    ['/about-us', '/alice/about-us'],
    ['/pages/about-us', '/alice/about-us'],
    ['/checkout', '/alice/checkout'],
    ['/join-team', '/alice/join-team'],
  ])('sends %s to %s when the link name is alice', (from, to) => {
    expect(referralRedirect(from, 'alice')).toBe(to);
  });

  it('ignores a trailing slash', () => {
    expect(referralRedirect('/product/', 'alice')).toBe('/alice/product');
  });

  it('keeps an encoded product slug encoded once', () => {
    expect(referralRedirect('/product/show/a%20b', 'alice')).toBe('/alice/product/show/a%20b');
  });

  it.each(['/', '/faq', '/signin', '/pages/terms', '/user/orders', '/alice/product', '/product/show/1/extra'])(
    'does not redirect %s',
    (path) => {
      expect(referralRedirect(path, 'alice')).toBeNull();
    },
  );
});
