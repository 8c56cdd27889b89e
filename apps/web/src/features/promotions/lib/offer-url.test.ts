import { describe, expect, it } from 'vitest';
import { isDoubleOffer, pageProductId, queryProductId } from './offer-url';

const q = (query: string) => new URLSearchParams(query);

describe('queryProductId', () => {
  it('reads a positive product id', () => {
    expect(queryProductId(q('product=16'))).toBe(16);
  });

  it('ignores anything else', () => {
    expect(queryProductId(q(''))).toBeNull();
    expect(queryProductId(q('product=0'))).toBeNull();
    expect(queryProductId(q('product=16abc'))).toBeNull();
    expect(queryProductId(q('product=-3'))).toBeNull();
  });
});

describe('pageProductId', () => {
  it('prefers the query, then a numeric product page, also under a referral prefix', () => {
    expect(pageProductId('/checkout', q('product=1&double=true'))).toBe(1);
    expect(pageProductId('/product/show/6', q('double=true'))).toBe(6);
    expect(pageProductId('/jane/product/show/16/', q(''))).toBe(16);
  });

  it('gives null for a slug or any other page', () => {
    expect(pageProductId('/product/show/lean-balance', q(''))).toBeNull();
    expect(pageProductId('/cart', q(''))).toBeNull();
  });
});

describe('isDoubleOffer', () => {
  it('is on only for the text true', () => {
    expect(isDoubleOffer(q('double=true'))).toBe(true);
    expect(isDoubleOffer(q('double=1'))).toBe(false);
    expect(isDoubleOffer(q(''))).toBe(false);
  });
});
