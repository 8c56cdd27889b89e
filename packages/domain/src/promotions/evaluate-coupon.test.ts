import { describe, expect, it } from 'vitest';
import type { Coupon, CouponRule } from './coupon.js';
import type { CouponFacts } from './evaluate-coupon.js';
import { evaluateCoupon } from './evaluate-coupon.js';
import { couponMessages } from './messages.js';

const NOW = Date.UTC(2025, 5, 15, 12);
const HOUR = 3_600_000;

const coupon = (rules: CouponRule[] = [], overrides: Partial<Coupon> = {}): Coupon => ({
  id: 7,
  code: '10OFF',
  isActive: true,
  discount: { kind: 'percentage', target: 'product', amount: 1000 },
  currency: null,
  rules,
  ...overrides,
});

const facts = (overrides: Partial<CouponFacts> = {}): CouponFacts => ({
  now: NOW,
  lines: [
    { productId: 1, quantity: 2, unitPriceMinor: 2500, isAutoship: false },
    { productId: 6, quantity: 1, unitPriceMinor: 1000, isAutoship: false },
  ],
  currency: 'USD',
  usageCount: 0,
  customerUsageCount: 0,
  hasPreviousOrder: false,
  ...overrides,
});

describe('evaluateCoupon refusals', () => {
  it.each([
    ['invalid', null, facts()],
    ['invalid', coupon([], { isActive: false }), facts()],
    ['wrong-currency', coupon([], { currency: 'CAD' }), facts()],
    ['autoship-in-cart', coupon(), facts({ lines: [{ productId: 1, quantity: 1, unitPriceMinor: 2500, isAutoship: true }] })],
    ['autoship-in-cart', null, facts({ lines: [{ productId: 1, quantity: 1, unitPriceMinor: 2500, isAutoship: true }] })],
    ['not-started', coupon([{ kind: 'startsAt', at: NOW + 1 }]), facts()],
    ['expired', coupon([{ kind: 'endsAt', at: NOW }]), facts()],
    ['expired', coupon([{ kind: 'endsAt', at: new Date(NOW - HOUR) }]), facts()],
    ['expired', coupon([{ kind: 'hoursFromFirstView', hours: 24 }]), facts({ firstViewedAt: NOW - 24 * HOUR })],
    ['used-up', coupon([{ kind: 'usageLimit', limit: 100 }]), facts({ usageCount: 100 })],
    ['customer-limit', coupon([{ kind: 'perCustomerLimit', limit: 1 }]), facts({ customerUsageCount: 1 })],
    ['first-order-only', coupon([{ kind: 'firstOrderOnly' }]), facts({ hasPreviousOrder: true })],
    ['below-minimum', coupon([{ kind: 'minSubtotal', amountMinor: 6001 }]), facts()],
    ['no-eligible-product', coupon([{ kind: 'products', productIds: [16] }]), facts()],
    ['no-eligible-product', coupon(), facts({ lines: [] })],
  ] as const)('%s', (reason, c, f) => {
    expect(evaluateCoupon(c, f)).toEqual({ ok: false, reason });
  });

  it.each([
    ['starts exactly now', coupon([{ kind: 'startsAt', at: NOW }]), facts()],
    ['ends one millisecond later', coupon([{ kind: 'endsAt', at: NOW + 1 }]), facts()],
    ['first view 23 hours ago', coupon([{ kind: 'hoursFromFirstView', hours: 24 }]), facts({ firstViewedAt: new Date(NOW - 23 * HOUR) })],
    ['never viewed before: the clock starts now', coupon([{ kind: 'hoursFromFirstView', hours: 24 }]), facts({ firstViewedAt: null })],
    ['one use left', coupon([{ kind: 'usageLimit', limit: 100 }]), facts({ usageCount: 99 })],
    ['customer under the limit', coupon([{ kind: 'perCustomerLimit', limit: 2 }]), facts({ customerUsageCount: 1 })],
    ['first order', coupon([{ kind: 'firstOrderOnly' }]), facts()],
    ['subtotal exactly the minimum', coupon([{ kind: 'minSubtotal', amountMinor: 6000 }]), facts()],
    ['matching currency', coupon([], { currency: 'USD' }), facts()],
  ] as const)('accepts when %s', (_label, c, f) => {
    expect(evaluateCoupon(c, f).ok).toBe(true);
  });

  it('reports the first refusal in the fixed order, whatever the order of the rules', () => {
    const rules: CouponRule[] = [{ kind: 'firstOrderOnly' }, { kind: 'usageLimit', limit: 1 }, { kind: 'endsAt', at: NOW - 1 }];
    const f = facts({ hasPreviousOrder: true, usageCount: 5 });
    expect(evaluateCoupon(coupon(rules), f)).toEqual({ ok: false, reason: 'expired' });
    expect(evaluateCoupon(coupon([...rules].reverse()), f)).toEqual({ ok: false, reason: 'expired' });
  });

  it('has a text for every refusal, with the spec wording where it gives one', () => {
    expect(couponMessages.invalid).toBe('Invalid coupon code');
    expect(couponMessages['autoship-in-cart']).toBe('Autoship discount price is already applied.');
    expect(couponMessages.expired).toBe('This coupon code has expired');
    expect(couponMessages['used-up']).toBe('This coupon code has reached its usage limit');
    for (const text of Object.values(couponMessages)) expect(text.length).toBeGreaterThan(10);
  });
});

describe('evaluateCoupon discounts', () => {
  it('a percentage product coupon discounts the whole items total', () => {
    expect(evaluateCoupon(coupon(), facts())).toEqual({
      ok: true,
      couponId: 7,
      code: '10OFF',
      discount: { kind: 'percentage', target: 'product', amount: 1000, productIds: null },
      itemsDiscountMinor: 600,
    });
  });

  it('a product-restricted percentage coupon discounts only the eligible lines', () => {
    const result = evaluateCoupon(coupon([{ kind: 'products', productIds: [6] }]), facts());
    expect(result).toMatchObject({ ok: true, itemsDiscountMinor: 100, discount: { productIds: [6] } });
  });

  it('a value coupon takes its fixed amount off, never more than the items', () => {
    const value = coupon([], { discount: { kind: 'value', target: 'product', amount: 1500 }, currency: 'USD' });
    expect(evaluateCoupon(value, facts())).toMatchObject({ ok: true, itemsDiscountMinor: 1500 });
    const big = coupon([], { discount: { kind: 'value', target: 'product', amount: 99_999 } });
    expect(evaluateCoupon(big, facts())).toMatchObject({ ok: true, itemsDiscountMinor: 6000 });
  });

  it('a shipping coupon leaves the items alone; its amount is taken when shipping is known', () => {
    const shipping = coupon([], { discount: { kind: 'percentage', target: 'shipping', amount: 10_000 } });
    expect(evaluateCoupon(shipping, facts())).toMatchObject({
      ok: true,
      itemsDiscountMinor: 0,
      discount: { kind: 'percentage', target: 'shipping', amount: 10_000 },
    });
  });

  it('does not mutate the coupon or the facts', () => {
    const c = Object.freeze(coupon(Object.freeze([{ kind: 'products', productIds: Object.freeze([1]) }]) as CouponRule[]));
    const f = Object.freeze(facts());
    expect(evaluateCoupon(c, f).ok).toBe(true);
  });
});
