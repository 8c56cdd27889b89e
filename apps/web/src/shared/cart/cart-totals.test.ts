import { describe, expect, it } from 'vitest';
import { noCoupon } from './cart-state';
import { buyTwoGetOneLine } from './cart-rules';
import { localCartTotals } from './cart-totals';
import { line } from './test-cart-fixtures';

const tenPercent = { codeApplied: true, id: 1, discount_value: 1000, discount_type: 'percentage' as const, discountCode: '10OFF', type: 'product' as const };

describe('localCartTotals', () => {
  it('adds the lines and takes a percentage product coupon off the items', () => {
    const totals = localCartTotals({ cartItems: [line({ id: 1, quantity: 2, price: 6300 }), line({ id: 2, price: 3995 })], couponCodeData: tenPercent });
    expect(totals.itemsMinor).toBe(16595);
    expect(totals.discountMinor).toBe(1660);
    expect(totals.totalMinor).toBe(14935);
    expect(totals.lines.map((l) => l.lineTotalMinor)).toEqual([12600, 3995]);
  });

  it('takes a value coupon off, never below zero', () => {
    const five = { ...tenPercent, discount_type: 'value' as const, discount_value: 500 };
    expect(localCartTotals({ cartItems: [line({ id: 1, price: 300 })], couponCodeData: five }).totalMinor).toBe(0);
  });

  it('gives no discount without a coupon or while a line is autoship', () => {
    expect(localCartTotals({ cartItems: [line({ id: 1, price: 1000 })], couponCodeData: noCoupon }).discountMinor).toBe(0);
    expect(localCartTotals({ cartItems: [line({ id: 1, price: 1000, purchaseType: 2 })], couponCodeData: tenPercent }).discountMinor).toBe(0);
  });

  it('counts an offer line at exactly twice the sale price', () => {
    const offer = buyTwoGetOneLine({ id: 6, name: 'Greens', description: '', image: null, hoverImage: null, salePriceMinor: 1000 });
    expect(localCartTotals({ cartItems: [offer], couponCodeData: noCoupon }).itemsMinor).toBe(2000);
  });
});
