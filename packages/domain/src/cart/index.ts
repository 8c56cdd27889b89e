// Cart: line amounts, coupon spreading, totals and the buy-2-get-1-free offer.
export type { CartItem, QuantityCheck } from './line.js';
export {
  MIN_LINE_QUANTITY,
  MAX_LINE_QUANTITY,
  cartMessages,
  checkQuantity,
  lineTotal,
  itemsTotal,
  totalQuantity,
  hasAutoship,
  quantityInCart,
  mergeCartLine,
} from './line.js';
export type { AppliedCoupon, CouponDiscount, DiscountKind, DiscountTarget } from './applied-coupon.js';
export { isEligibleLine, discountOf, computeCouponDiscount } from './applied-coupon.js';
export type { TotalsInput, LineAmounts, CartTotals } from './totals.js';
export { computeTotals } from './totals.js';
export type { BuyTwoGetOneLine } from './buy-two-get-one.js';
export { BUY_TWO_GET_ONE_QUANTITY, buyTwoGetOneFree } from './buy-two-get-one.js';
