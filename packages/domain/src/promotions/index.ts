// Promotions: coupons as rule data, their evaluation against a cart, and the refusal texts.
export type { Instant, CouponRule, Coupon, CouponSettings } from './coupon.js';
export { toEpochMs, normaliseCouponCode, couponFromSettings } from './coupon.js';
export type { CouponRefusal } from './messages.js';
export { couponRefusalOrder, couponMessages, couponNotices } from './messages.js';
export type { CouponFacts, CouponEvaluation } from './evaluate-coupon.js';
export { evaluateCoupon } from './evaluate-coupon.js';
