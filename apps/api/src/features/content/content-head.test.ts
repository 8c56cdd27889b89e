import { describe, expect, it } from 'vitest';
import { parseContentPath, withSiteName } from './content-head.js';

describe('parseContentPath', () => {
  it.each([
    ['/faq', { kind: 'page', slug: 'faq' }],
    ['/pages/about-us', { kind: 'page', slug: 'about-us' }],
    ['/page/faq', { kind: 'page', slug: 'faq' }],
    ['/ava/testimonials', { kind: 'page', slug: 'testimonials' }],
    ['/ava/page/faq', { kind: 'page', slug: 'faq' }],
    ['/blog-details/hydration-101', { kind: 'blogPost', slug: 'hydration-101' }],
    ['/ava/press-release-details/launch', { kind: 'pressRelease', slug: 'launch' }],
    ['/page/press-release-details/launch', { kind: 'pressRelease', slug: 'launch' }],
    ['/user/order/5/extra/more', null],
    ['/', null],
    ['/a/b/c', null],
    ['/<script>', null],
  ])('%s', (path, expected) => {
    expect(parseContentPath(path)).toEqual(expected);
  });
});

describe('withSiteName', () => {
  it('adds the site name once', () => {
    expect(withSiteName('FAQ')).toBe('FAQ | Upline Wellness');
    expect(withSiteName('FAQ | Upline Wellness')).toBe('FAQ | Upline Wellness');
  });
});
