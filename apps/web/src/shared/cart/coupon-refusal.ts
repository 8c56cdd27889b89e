// The server's coupon refusals arrive in English with a stable code; each feature shows them in the
// visitor's language through these keys, and the server's own text for a code it does not know.

export const couponRefusalKeys = {
  coupon_invalid: 'invalid',
  coupon_wrong_currency: 'wrongCurrency',
  coupon_autoship_in_cart: 'autoship',
  coupon_not_started: 'notStarted',
  coupon_expired: 'expired',
  coupon_used_up: 'usedUp',
  coupon_customer_limit: 'customerLimit',
  coupon_first_order_only: 'firstOrderOnly',
  coupon_no_eligible_product: 'noEligibleProduct',
  coupon_below_minimum: 'belowMinimum',
} as const;

export type CouponRefusalKey = (typeof couponRefusalKeys)[keyof typeof couponRefusalKeys];

/** The text key of a refusal code (coupon_expired, or the quote's reason 'expired'), or null when unknown. */
export function couponRefusalKey(code: string): CouponRefusalKey | null {
  const normalised = code.startsWith('coupon_') ? code : `coupon_${code.replace(/-/g, '_')}`;
  return Object.hasOwn(couponRefusalKeys, normalised) ? couponRefusalKeys[normalised as keyof typeof couponRefusalKeys] : null;
}
