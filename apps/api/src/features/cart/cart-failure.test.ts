import { describe, expect, it } from 'vitest';
import { cartFailures, type CartFailure } from '@upline/contract/cart';
import { couponErrorCodes } from '@upline/contract/promotions';
import { cartError, cartFailure } from './cart-failure.js';

/** Every cart failure's status, as the quote and discount calls have always answered them; the wire code is the failure's. */
const expected: Record<CartFailure, number> = {
  invalid_cart: 400,
  no_shipping_method: 400,
  coupon_invalid: 404,
  coupon_wrong_currency: 422,
  coupon_autoship_in_cart: 422,
  coupon_not_started: 422,
  coupon_expired: 422,
  coupon_used_up: 422,
  coupon_customer_limit: 422,
  coupon_first_order_only: 422,
  coupon_no_eligible_product: 422,
  coupon_below_minimum: 422,
};

describe('a cart failure as an answer', () => {
  it.each(cartFailures.map((code) => [code, expected[code]] as const))('answers %s with %i', (code, status) => {
    const error = cartError(cartFailure(code, 'The message shown.').failure);
    expect({ status: error.statusCode, code: error.code, message: error.message, fields: error.fields }).toEqual({ status, code, message: 'The message shown.', fields: undefined });
  });

  it('has a status for every code of the cart’s failures, and a failure for every refusal of a coupon', () => {
    expect([...cartFailures].sort()).toEqual(Object.keys(expected).sort());
    expect(cartFailures).toEqual(expect.arrayContaining(Object.values(couponErrorCodes)));
  });

  it('carries every field the cart names', () => {
    const error = cartError(cartFailure('invalid_cart', 'Unknown product', { 'product.0.id': 'Unknown product' }).failure);
    expect(error.fields).toEqual({ 'product.0.id': 'Unknown product' });
  });
});
