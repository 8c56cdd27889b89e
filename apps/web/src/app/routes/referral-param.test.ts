import { describe, expect, it } from 'vitest';
import { resolveReferralParam } from './referral-param';

describe('resolveReferralParam', () => {
  it('reads a numeric segment as a product id', () => {
    expect(resolveReferralParam('16')).toEqual({ kind: 'product', id: 16 });
  });

  it('reads anything else as a CMS page slug', () => {
    expect(resolveReferralParam('about-us')).toEqual({ kind: 'page', slug: 'about-us' });
    expect(resolveReferralParam('16-reasons')).toEqual({ kind: 'page', slug: '16-reasons' });
    expect(resolveReferralParam('1e3')).toEqual({ kind: 'page', slug: '1e3' });
  });
});
