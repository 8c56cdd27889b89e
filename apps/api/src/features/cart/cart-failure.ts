import { cartErrorCodes, type CartFailure } from '@upline/contract/cart';
import { couponErrorCodes } from '@upline/contract/promotions';
import { AppError, type AppErrorCode } from '../../http/errors.js';

/** An expected failure of a cart use case: its code, the message shown and the fields it names. */
export interface CartFailureValue {
  code: CartFailure;
  message: string;
  fields?: Record<string, string>;
}

export type CartResult<T> = { ok: true; value: T } | { ok: false; failure: CartFailureValue };

export const cartFailure = (code: CartFailure, message: string, fields?: Record<string, string>): { ok: false; failure: CartFailureValue } => ({
  ok: false,
  failure: { code, message, ...(fields ? { fields } : {}) },
});

/** The status and wire code of each cart failure: an unknown coupon is 404, every other refusal of one 422. */
const statusOf: Record<CartFailure, [number, AppErrorCode]> = {
  invalid_cart: [400, cartErrorCodes.invalidCart],
  no_shipping_method: [400, cartErrorCodes.noShippingMethod],
  coupon_invalid: [404, couponErrorCodes.invalid],
  coupon_wrong_currency: [422, couponErrorCodes['wrong-currency']],
  coupon_autoship_in_cart: [422, couponErrorCodes['autoship-in-cart']],
  coupon_not_started: [422, couponErrorCodes['not-started']],
  coupon_expired: [422, couponErrorCodes.expired],
  coupon_used_up: [422, couponErrorCodes['used-up']],
  coupon_customer_limit: [422, couponErrorCodes['customer-limit']],
  coupon_first_order_only: [422, couponErrorCodes['first-order-only']],
  coupon_no_eligible_product: [422, couponErrorCodes['no-eligible-product']],
  coupon_below_minimum: [422, couponErrorCodes['below-minimum']],
};

/** The HTTP answer of a cart failure (the routes throw it to the error handler). */
export function cartError(failure: CartFailureValue): AppError {
  const [status, code] = statusOf[failure.code];
  return new AppError(status, code, failure.message, failure.fields);
}
