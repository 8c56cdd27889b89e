import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '@upline/contract/checkout';
import { checkoutFailures, type CheckoutFailure } from '@upline/contract/checkout-routes';
import { checkoutError, checkoutFailure, quoteRefused } from './checkout-failure.js';

const answerOf = (error: ReturnType<typeof checkoutError>) => ({ status: error.statusCode, code: error.code, message: error.message, fields: error.fields, extra: error.extra });

/** The status and wire code each failure answers with; the wire codes are the ones the web and the tests already know. */
const expected: Record<CheckoutFailure, [number, string]> = {
  session_not_found: [404, 'checkout_session_not_found'],
  user_mismatch: [403, 'forbidden'],
  empty_cart: [400, 'bad_request'],
  zero_amount: [400, 'bad_request'],
  autoship_not_supported: [400, 'autoship_not_supported'],
  invalid_address: [422, 'invalid_address'],
  no_shipping_rate: [422, 'no_shipping_rate'],
  shipping_not_editable: [409, 'shipping_not_editable'],
  order_not_found: [404, 'not_found'],
  invalid_cart: [400, 'invalid_cart'],
  no_shipping_method: [400, 'no_shipping_method'],
  price_changed: [409, 'price_changed'],
  coupon_unavailable: [409, 'coupon_unavailable'],
  order_not_payable: [409, 'order_not_payable'],
  already_paid: [409, 'already_paid'],
  payment_in_progress: [409, 'payment_in_progress'],
  card_attempts_throttled: [429, 'rate_limited'],
  authentication_required: [402, 'authentication_required'],
  authentication_failed: [402, 'authentication_failed'],
  card_declined: [402, 'card_declined'],
  invalid_payment_method: [402, 'invalid_payment_method'],
  paypal_declined: [402, 'paypal_declined'],
  payment_validation_failed: [422, 'payment_validation_failed'],
  unknown_payment: [404, 'unknown_payment'],
  card_provider_unreachable: [503, 'payment_provider_error'],
  paypal_provider_error: [502, 'payment_provider_error'],
  paypal_unavailable: [400, 'paypal_not_configured'],
  challenge_not_found: [404, 'not_found'],
  not_awaiting_authentication: [409, 'not_awaiting_authentication'],
};

describe('a checkout failure as an HTTP answer', () => {
  it.each(checkoutFailures.map((code) => [code, ...expected[code]] as const))('%s answers %i with the wire code %s', (code, status, wire) => {
    const error = checkoutError({ code, message: 'shown to the shopper' });
    expect({ status: error.statusCode, code: error.code, message: error.message }).toEqual({ status, code: wire, message: 'shown to the shopper' });
  });

  it('answers 409 shipping_not_editable once the address is no longer a placeholder to complete', () => {
    const error = checkoutError(checkoutFailure('shipping_not_editable', checkoutMessages.shippingNotEditable).failure);
    expect(answerOf(error)).toEqual({
      status: 409,
      code: 'shipping_not_editable',
      message: 'The shipping address of this order can no longer be changed here.',
      fields: undefined,
      extra: undefined,
    });
  });

  it('answers 422 invalid_address with the field that names no known place', () => {
    const error = checkoutError(checkoutFailure('invalid_address', checkoutMessages.invalidAddress('Select country'), { fields: { country: 'Select country' } }).failure);
    expect(answerOf(error)).toEqual({
      status: 422,
      code: 'invalid_address',
      message: 'Invalid address data: Select country',
      fields: { country: 'Select country' },
      extra: undefined,
    });
  });

  it('answers authentication_required with what the browser needs for the challenge', () => {
    const details = { client_secret: 'pi_1_secret_2', payment_reference: 'pi_1' };
    const error = checkoutError(checkoutFailure('authentication_required', checkoutMessages.authenticationRequired, { details }).failure);
    expect(answerOf(error)).toMatchObject({ status: 402, code: 'authentication_required', extra: { details } });
  });

  it('answers a cart the quote refused with the quote’s code and its fields renamed as the payload names them', () => {
    const refusal = quoteRefused({ code: 'invalid_cart', message: 'Quantity must be at least 1', fields: { 'lines.0.quantity': 'Quantity must be at least 1' } }, (k) => k.replace(/^lines\./, 'cart_items.'));
    expect(answerOf(checkoutError(refusal.failure))).toEqual({
      status: 400,
      code: 'invalid_cart',
      message: 'Quantity must be at least 1',
      fields: { 'cart_items.0.quantity': 'Quantity must be at least 1' },
      extra: undefined,
    });
  });
});
