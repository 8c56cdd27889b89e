// Why a coupon was refused, as stable codes with the English text the shopper sees. The texts
// for 'invalid', 'autoship-in-cart', 'expired' and 'used-up' are the spec's own.

export type CouponRefusal =
  | 'invalid'
  | 'wrong-currency'
  | 'autoship-in-cart'
  | 'not-started'
  | 'expired'
  | 'used-up'
  | 'customer-limit'
  | 'first-order-only'
  | 'no-eligible-product'
  | 'below-minimum';

/**
 * The order refusals are reported in when several apply: the cart-wide autoship refusal first
 * (the shop refuses before looking the code up), then the coupon's own state, then the shopper,
 * then the cart's contents.
 */
export const couponRefusalOrder: readonly CouponRefusal[] = [
  'autoship-in-cart',
  'invalid',
  'wrong-currency',
  'not-started',
  'expired',
  'used-up',
  'customer-limit',
  'first-order-only',
  'no-eligible-product',
  'below-minimum',
];

/** English text shown for each refusal. */
export const couponMessages: Readonly<Record<CouponRefusal, string>> = {
  invalid: 'Invalid coupon code',
  'wrong-currency': 'This coupon code is not valid in your currency',
  'autoship-in-cart': 'Autoship discount price is already applied.',
  'not-started': 'This coupon code is not active yet',
  expired: 'This coupon code has expired',
  'used-up': 'This coupon code has reached its usage limit',
  'customer-limit': 'You have already used this coupon code the maximum number of times',
  'first-order-only': 'This coupon code is only valid on your first order',
  'no-eligible-product': 'This coupon code does not apply to the products in your cart',
  'below-minimum': 'Your order does not reach the minimum amount for this coupon code',
};

/** Texts of the other coupon outcomes the storefront shows. */
export const couponNotices = {
  applied: 'Coupon code applied',
  notFound: 'Coupon code not found',
} as const;
