import { describe, expect, it } from 'vitest';
import { couponRefusalKey } from './coupon-refusal';

describe('couponRefusalKey', () => {
  it('knows the error codes of POST discount', () => {
    expect(couponRefusalKey('coupon_expired')).toBe('expired');
    expect(couponRefusalKey('coupon_autoship_in_cart')).toBe('autoship');
  });

  it('knows the refusal reasons of the quote', () => {
    expect(couponRefusalKey('used-up')).toBe('usedUp');
    expect(couponRefusalKey('first-order-only')).toBe('firstOrderOnly');
  });

  it('gives null for anything else, so the server’s text is shown', () => {
    expect(couponRefusalKey('validation_failed')).toBeNull();
    expect(couponRefusalKey('toString')).toBeNull();
  });
});
