// The cart's amounts computed in the browser with the domain's totals (storefront §9), shown
// until the server's quote answers; the quote wins whenever it is there.
import { computeTotals, type AppliedCoupon } from '@upline/domain/cart';
import { AUTOSHIP } from '@upline/domain/catalogue';
import { cartLineTotal, hasAutoshipItem } from './cart-rules';
import type { CartState } from './cart-state';
import type { CouponCodeData } from './cart-types';

export interface LocalLineAmounts {
  id: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
}

export interface LocalCartTotals {
  itemsMinor: number;
  discountMinor: number;
  /** Items less discount: the popup and the cart page show no shipping or tax. */
  totalMinor: number;
  lines: LocalLineAmounts[];
}

/** The stored coupon as the domain's rule; product restrictions are the server's to apply. */
export function appliedCouponOf(data: CouponCodeData): AppliedCoupon | null {
  if (!data.codeApplied || data.discount_type === null || data.type === null) return null;
  return { kind: data.discount_type, target: data.type, amount: data.discount_value, productIds: null };
}

/** Items total, coupon discount and total of the cart, in minor units (no coupon while any line is autoship). */
export function localCartTotals(cart: Pick<CartState, 'cartItems' | 'couponCodeData'>): LocalCartTotals {
  const items = cart.cartItems.map((item) => ({
    productId: item.id,
    unitPriceMinor: item.price,
    quantity: item.quantity,
    isAutoship: item.purchaseType === AUTOSHIP,
    lineTotalMinor: cartLineTotal(item),
  }));
  const coupon = hasAutoshipItem(cart.cartItems) ? null : appliedCouponOf(cart.couponCodeData);
  const totals = computeTotals({ items, coupon, shippingMinor: 0 });
  return {
    itemsMinor: totals.itemsMinor,
    discountMinor: totals.discountMinor,
    totalMinor: totals.netTotalMinor,
    lines: cart.cartItems.map((item, index) => ({
      id: item.id,
      unitPriceMinor: item.price,
      lineTotalMinor: totals.lines[index]?.lineTotalMinor ?? cartLineTotal(item),
    })),
  };
}
