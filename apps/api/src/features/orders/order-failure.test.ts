import { describe, expect, it } from 'vitest';
import { orderFailures, type OrderFailure } from '@upline/contract/orders';
import { orderError, orderFailure } from './order-failure.js';

/** Every order failure's status and wire code, as the order and payment calls have always answered them. */
const expected: Record<OrderFailure, [number, string]> = {
  user_mismatch: [403, 'forbidden'],
  email_required: [400, 'validation_failed'],
  invalid_email: [400, 'validation_failed'],
  invalid_address: [400, 'invalid_address'],
  cart_refused: [400, 'invalid_cart'],
  autoship_not_supported: [400, 'autoship_not_supported'],
  autoship_sign_in: [401, 'autoship_sign_in'],
  autoship_consent_required: [400, 'autoship_consent_required'],
  shipping_method_required: [400, 'shipping_method_required'],
  price_changed: [409, 'price_changed'],
  zero_amount: [400, 'bad_request'],
  coupon_unavailable: [409, 'coupon_unavailable'],
  idempotency_key_required: [400, 'idempotency_key_required'],
  idempotency_key_reused: [422, 'idempotency_key_reused'],
  request_in_progress: [409, 'request_in_progress'],
  order_not_found: [404, 'not_found'],
};

describe('an order failure as an answer', () => {
  it.each(orderFailures.map((code) => [code, ...expected[code]] as const))('answers %s with %i %s', (code, status, wire) => {
    const error = orderError(orderFailure(code, 'The message shown.').failure);
    expect({ status: error.statusCode, code: error.code, message: error.message, fields: error.fields, extra: error.extra }).toEqual({
      status,
      code: wire,
      message: 'The message shown.',
      fields: undefined,
      extra: undefined,
    });
  });

  it('has a status for every code of the orders’ failures', () => {
    expect([...orderFailures].sort()).toEqual(Object.keys(expected).sort());
  });

  it('carries the fields the shopper must correct', () => {
    const error = orderError(orderFailure('shipping_method_required', 'Please select shipping method', { fields: { shipping_method: 'Please select shipping method' } }).failure);
    expect(error.fields).toEqual({ shipping_method: 'Please select shipping method' });
  });

  it('answers a refused cart with the cart’s own code and fields', () => {
    const error = orderError(orderFailure('cart_refused', 'No Shipping Method found. Please change address.', { cartCode: 'no_shipping_method', fields: { shipping_method: 'No Shipping Method found. Please change address.' } }).failure);
    expect({ status: error.statusCode, code: error.code, fields: error.fields }).toEqual({
      status: 400,
      code: 'no_shipping_method',
      fields: { shipping_method: 'No Shipping Method found. Please change address.' },
    });
  });
});
