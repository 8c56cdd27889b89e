import { ApiError, type Order } from '@paypal/paypal-server-sdk';
import { fromDecimal } from '@upline/domain/money';
import type { PayPalFailure, PayPalFailureCode, PayPalOrderState, PayPalPaymentStatus } from './paypal-types.js';

// PayPal's answers in the shop's words: an order's state, and errors as expected failures.

const captureStatuses: Record<string, PayPalPaymentStatus> = {
  COMPLETED: 'succeeded',
  PARTIALLY_REFUNDED: 'succeeded',
  REFUNDED: 'succeeded',
  PENDING: 'processing',
  DECLINED: 'failed',
  FAILED: 'failed',
};
const orderStatuses: Record<string, PayPalPaymentStatus> = {
  CREATED: 'requires_action',
  SAVED: 'requires_action',
  PAYER_ACTION_REQUIRED: 'requires_action',
  APPROVED: 'approved',
  VOIDED: 'cancelled',
  COMPLETED: 'processing',
};

/** Our view of a PayPal order: its capture decides, else the order's own status. */
export function toOrderState(order: Order): PayPalOrderState {
  const unit = order.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.[0];
  const status = capture?.status ? (captureStatuses[capture.status] ?? 'processing') : (orderStatuses[order.status ?? ''] ?? 'requires_action');
  const amount = capture?.amount ?? unit?.amount;
  const name = order.payer?.name;
  const address = unit?.shipping?.address;
  return {
    ok: true,
    paypalOrderId: order.id ?? '',
    status,
    amountMinor: amount ? fromDecimal(amount.value) : 0,
    currency: (amount?.currencyCode ?? '').toUpperCase(),
    ...(capture?.id ? { captureId: capture.id } : {}),
    ...(order.payer ? { buyer: { email: order.payer.emailAddress, givenName: name?.givenName, surname: name?.surname } } : {}),
    ...(address
      ? {
          shipping: {
            fullName: unit?.shipping?.name?.fullName,
            addressLine1: address.addressLine1,
            addressLine2: address.addressLine2,
            city: address.adminArea2,
            state: address.adminArea1,
            postalCode: address.postalCode,
            countryCode: address.countryCode,
          },
        }
      : {}),
  };
}

const issueCodes: Record<string, PayPalFailureCode> = {
  ORDER_NOT_APPROVED: 'not_approved',
  INSTRUMENT_DECLINED: 'declined',
  TRANSACTION_REFUSED: 'declined',
  ORDER_ALREADY_CAPTURED: 'already_captured',
  INVALID_RESOURCE_ID: 'not_found',
  AMOUNT_MISMATCH: 'invalid_order',
  ITEM_TOTAL_MISMATCH: 'invalid_order',
};

const unreachable: PayPalFailure = { ok: false, code: 'provider_error', message: 'PayPal could not process the payment right now. Please try again.' };

/** A PayPal API error as an expected failure, with PayPal's own description where it has one. */
export function paypalFailure(err: unknown): PayPalFailure {
  // Not an answer from PayPal (network, timeout): the outcome is unknown, the caller may retry.
  if (!(err instanceof ApiError)) return unreachable;
  const detail = (err.result as { details?: { issue?: string; description?: string }[] } | undefined)?.details?.[0];
  // Any other business refusal (PAYER_CANNOT_PAY, REFUND_AMOUNT_EXCEEDED...) is PayPal declining.
  const fallback: PayPalFailureCode = err.statusCode === 404 ? 'not_found' : err.statusCode === 422 ? 'declined' : 'provider_error';
  const code = (detail?.issue && issueCodes[detail.issue]) || fallback;
  return code === 'provider_error' ? unreachable : { ok: false, code, message: detail?.description ?? err.message };
}
