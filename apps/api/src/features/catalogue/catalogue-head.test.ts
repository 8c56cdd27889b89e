import { describe, expect, it } from 'vitest';
import { productRefOfPath } from './catalogue-head.js';

describe('productRefOfPath', () => {
  it.each([
    ['/product/show/16', '16'],
    ['/product/show/antioxidant-whey-complex-vanilla', 'antioxidant-whey-complex-vanilla'],
    ['/product/show/16/', '16'],
    ['/ava/product/show/5', '5'],
    ['/ava/5', '5'],
    ['/ava/product/show/some-slug', 'some-slug'],
  ])('%s shows product %s', (path, ref) => {
    expect(productRefOfPath(path)).toBe(ref);
  });

  it.each(['/', '/product', '/ava', '/ava/product', '/order/5', '/user/5', '/category/5', '/pages/faq', '/ava/faq', '/product/show/a b', '/a/b/c/d'])(
    '%s is not a product page',
    (path) => {
      expect(productRefOfPath(path)).toBeNull();
    },
  );
});
