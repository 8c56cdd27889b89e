import { describe, expect, it } from 'vitest';
import type { CouponSettings } from './coupon.js';
import { couponFromSettings, normaliseCouponCode, toEpochMs } from './coupon.js';

const settings: CouponSettings = {
  id: 1,
  code: '10OFF',
  isActive: true,
  kind: 'percentage',
  target: 'product',
  amount: 1000,
  currency: null,
  startsAt: null,
  endsAt: null,
  validHoursFromFirstView: null,
  usageLimit: null,
  perCustomerLimit: null,
  isFirstOrderOnly: false,
  minSubtotalMinor: null,
  productIds: [],
};

describe('couponFromSettings', () => {
  it('builds no rules when no condition is set', () => {
    expect(couponFromSettings(settings)).toEqual({
      id: 1,
      code: '10OFF',
      isActive: true,
      discount: { kind: 'percentage', target: 'product', amount: 1000 },
      currency: null,
      rules: [],
    });
  });

  it('turns every set column into its rule', () => {
    const coupon = couponFromSettings({
      ...settings,
      startsAt: '2025-01-01T00:00:00Z',
      endsAt: new Date(Date.UTC(2025, 11, 31)),
      validHoursFromFirstView: 24,
      usageLimit: 100,
      perCustomerLimit: 1,
      isFirstOrderOnly: true,
      minSubtotalMinor: 5000,
      productIds: [16],
    });
    expect(coupon.rules).toEqual([
      { kind: 'startsAt', at: Date.UTC(2025, 0, 1) },
      { kind: 'endsAt', at: Date.UTC(2025, 11, 31) },
      { kind: 'hoursFromFirstView', hours: 24 },
      { kind: 'usageLimit', limit: 100 },
      { kind: 'perCustomerLimit', limit: 1 },
      { kind: 'firstOrderOnly' },
      { kind: 'minSubtotal', amountMinor: 5000 },
      { kind: 'products', productIds: [16] },
    ]);
  });

  it('refuses an unreadable date', () => {
    expect(() => couponFromSettings({ ...settings, endsAt: 'soon' })).toThrow(RangeError);
    expect(() => toEpochMs(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('compares codes without case or spaces', () => {
    expect(normaliseCouponCode(' 10off ')).toBe('10OFF');
  });
});
