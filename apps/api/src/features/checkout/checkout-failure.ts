import { cartErrorCodes } from '@upline/contract/cart';
import { checkoutErrorCodes, type CardAuthentication } from '@upline/contract/checkout';
import type { CheckoutFailure } from '@upline/contract/checkout-routes';
import { errorCodes } from '@upline/contract/errors';
import { orderErrorCodes } from '@upline/contract/orders';
import { AppError, type AppErrorCode } from '../../http/errors.js';
import type { CartQuoteMinor, QuoteFailure } from '../cart/quote-cart.js';
import { toCartQuoteWire } from '../cart/quote-wire.js';

/** An expected failure of a checkout use case: its code, the message shown, the fields it names, what the answer adds. */
export interface CheckoutFailureValue {
  code: CheckoutFailure;
  message: string;
  fields?: Record<string, string>;
  /** price_changed: the server's fresh quote, which the answer carries. */
  quote?: CartQuoteMinor;
  /** authentication_required: what the browser needs for the 3-D Secure challenge. */
  details?: CardAuthentication;
}

export type CheckoutRefusal = { ok: false; failure: CheckoutFailureValue };
export type CheckoutResult<T> = { ok: true; value: T } | CheckoutRefusal;

export const checkoutFailure = (code: CheckoutFailure, message: string, more: Omit<CheckoutFailureValue, 'code' | 'message'> = {}): CheckoutRefusal => ({
  ok: false,
  failure: { code, message, ...more },
});

/** A cart the quote refused, its fields renamed as the payload names them. */
export function quoteRefused(failure: QuoteFailure, renameField: (key: string) => string = (k) => k): CheckoutRefusal {
  const fields = Object.fromEntries(Object.entries(failure.fields).map(([k, v]) => [renameField(k), v]));
  return checkoutFailure(failure.code, failure.message, { fields });
}

/** The status and wire code of each checkout failure. */
const statusOf: Record<CheckoutFailure, [number, AppErrorCode]> = {
  session_not_found: [404, checkoutErrorCodes.sessionNotFound],
  user_mismatch: [403, errorCodes.forbidden],
  empty_cart: [400, errorCodes.badRequest],
  zero_amount: [400, errorCodes.badRequest],
  autoship_not_supported: [400, checkoutErrorCodes.autoshipNotSupported],
  invalid_address: [422, checkoutErrorCodes.invalidAddress],
  no_shipping_rate: [422, checkoutErrorCodes.noShippingRate],
  shipping_not_editable: [409, checkoutErrorCodes.shippingNotEditable],
  order_not_found: [404, errorCodes.notFound],
  invalid_cart: [400, cartErrorCodes.invalidCart],
  no_shipping_method: [400, cartErrorCodes.noShippingMethod],
  price_changed: [409, orderErrorCodes.priceChanged],
  coupon_unavailable: [409, orderErrorCodes.couponUnavailable],
  order_not_payable: [409, checkoutErrorCodes.orderNotPayable],
  already_paid: [409, checkoutErrorCodes.alreadyPaid],
  payment_in_progress: [409, checkoutErrorCodes.paymentInProgress],
  card_attempts_throttled: [429, errorCodes.rateLimited],
  authentication_required: [402, checkoutErrorCodes.authenticationRequired],
  authentication_failed: [402, checkoutErrorCodes.authenticationFailed],
  card_declined: [402, checkoutErrorCodes.cardDeclined],
  invalid_payment_method: [402, checkoutErrorCodes.invalidPaymentMethod],
  paypal_declined: [402, checkoutErrorCodes.paypalDeclined],
  payment_validation_failed: [422, checkoutErrorCodes.paymentValidation],
  unknown_payment: [404, checkoutErrorCodes.unknownPayment],
  card_provider_unreachable: [503, checkoutErrorCodes.providerError],
  paypal_provider_error: [502, checkoutErrorCodes.providerError],
  paypal_unavailable: [400, checkoutErrorCodes.paypalUnavailable],
  challenge_not_found: [404, errorCodes.notFound],
  not_awaiting_authentication: [409, checkoutErrorCodes.notAwaitingAuthentication],
};

/** The HTTP answer of a checkout failure (the routes throw it to the error handler). */
export function checkoutError(failure: CheckoutFailureValue): AppError {
  const [status, code] = statusOf[failure.code];
  const extra = failure.quote ? { quote: toCartQuoteWire(failure.quote) } : failure.details ? { details: failure.details } : undefined;
  return new AppError(status, code, failure.message, failure.fields, extra);
}
