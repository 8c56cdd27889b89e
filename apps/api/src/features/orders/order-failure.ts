import { cartErrorCodes } from '@upline/contract/cart';
import { checkoutErrorCodes } from '@upline/contract/checkout';
import { errorCodes } from '@upline/contract/errors';
import { orderErrorCodes, type OrderFailure } from '@upline/contract/orders';
import { AppError, type AppErrorCode } from '../../http/errors.js';
import type { CartQuoteMinor, QuoteFailure } from '../cart/quote-cart.js';
import { toCartQuoteWire } from '../cart/quote-wire.js';

/** An expected failure of an order use case: its code, the message shown, the fields it names, what the answer adds. */
export interface OrderFailureValue {
  code: OrderFailure;
  message: string;
  fields?: Record<string, string>;
  /** cart_refused: the cart's own code (invalid_cart, no_shipping_method), which the answer carries. */
  cartCode?: QuoteFailure['code'];
  /** price_changed: the server's fresh quote, which the answer carries for the shopper to review. */
  quote?: CartQuoteMinor;
}

export type OrderResult<T> = { ok: true; value: T } | { ok: false; failure: OrderFailureValue };

export const orderFailure = (code: OrderFailure, message: string, more: Omit<OrderFailureValue, 'code' | 'message'> = {}): { ok: false; failure: OrderFailureValue } => ({
  ok: false,
  failure: { code, message, ...more },
});

/** The status and wire code of each order failure. */
const statusOf: Record<OrderFailure, [number, AppErrorCode]> = {
  user_mismatch: [403, errorCodes.forbidden],
  email_required: [400, errorCodes.validation],
  invalid_email: [400, errorCodes.validation],
  invalid_address: [400, orderErrorCodes.invalidAddress],
  cart_refused: [400, cartErrorCodes.invalidCart],
  autoship_not_supported: [400, checkoutErrorCodes.autoshipNotSupported],
  autoship_sign_in: [401, orderErrorCodes.autoshipSignIn],
  autoship_consent_required: [400, orderErrorCodes.autoshipConsentRequired],
  shipping_method_required: [400, orderErrorCodes.shippingMethodRequired],
  price_changed: [409, orderErrorCodes.priceChanged],
  zero_amount: [400, errorCodes.badRequest],
  coupon_unavailable: [409, orderErrorCodes.couponUnavailable],
  idempotency_key_required: [400, orderErrorCodes.idempotencyKeyRequired],
  idempotency_key_reused: [422, orderErrorCodes.idempotencyKeyReused],
  request_in_progress: [409, orderErrorCodes.requestInProgress],
  order_not_found: [404, errorCodes.notFound],
};

/** The HTTP answer of an order failure (the routes throw it to the error handler). */
export function orderError(failure: OrderFailureValue): AppError {
  const [status, code] = statusOf[failure.code];
  return new AppError(status, failure.cartCode ?? code, failure.message, failure.fields, failure.quote ? { quote: toCartQuoteWire(failure.quote) } : undefined);
}
