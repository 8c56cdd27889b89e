import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { expressErrorOf } from './express-errors';
import {
  cancelErrorOf,
  expressFailureOf,
  expressSuccessOf,
  hasApprovedTotalChanged,
  isPaypalPaymentFailure,
  sheetPayer,
  TotalChangedError,
  walletKind,
} from './express-transitions';

const paid = {
  success: true as const,
  message: 'Payment Successful',
  order_id: 41,
  order_number: 'UP-41',
  transaction_id: 'CAP-1',
  amount: 64.9,
  currency: 'CAD' as const,
  redirect_url: '/payment/success?order_id=41&payment_method=paypal',
  needs_shipping_update: false,
  order_access_token: 'token',
};

describe('the express widget’s transitions', () => {
  it('shows the total-changed message when the wallet’s approved total no longer holds, whatever the step', () => {
    expect(expressFailureOf(new TotalChangedError(), 'payment', 'apple')).toEqual({ key: 'totalChanged' });
    expect(expressFailureOf(new TotalChangedError(), 'confirm-address', 'google')).toEqual({ key: 'totalChanged' });
  });

  it('shows any other failure as the step’s message for its payer', () => {
    const refused = new ApiError(402, { error: 'Declined', code: 'paypal_declined' });
    expect(expressFailureOf(refused, 'payment', 'google')).toEqual(expressErrorOf(refused, 'payment', 'google'));
    expect(expressFailureOf(refused, 'create', 'paypal')).toEqual(expressErrorOf(refused, 'create', 'paypal'));
  });

  it('counts only the PayPal buttons’ payment failures as paypal_error', () => {
    const error = new Error('boom');
    expect(isPaypalPaymentFailure(error, 'payment', 'paypal')).toBe(true);
    expect(isPaypalPaymentFailure(error, 'create', 'paypal')).toBe(false);
    expect(isPaypalPaymentFailure(error, 'payment', 'google_pay_via_paypal')).toBe(false);
    expect(isPaypalPaymentFailure(new TotalChangedError(), 'payment', 'paypal')).toBe(false);
  });

  it('keeps the order saved on cancel once PayPal has one', () => {
    expect(cancelErrorOf(true)).toEqual({ key: 'cancelledSaved' });
    expect(cancelErrorOf(false)).toEqual({ key: 'cancelled' });
  });

  it('goes to the success page after a paid answer, or to the shipping update when the wallet gave no address', () => {
    expect(expressSuccessOf(paid)).toEqual({ orderId: 41, orderNumber: 'UP-41', transactionId: 'CAP-1', amount: 64.9, currency: 'CAD', next: 'success' });
    expect(expressSuccessOf({ ...paid, needs_shipping_update: true }).next).toBe('shipping-update');
  });

  it('compares the approved total in cents, and accepts when the sheet approved none', () => {
    expect(hasApprovedTotalChanged(64.9, 64.9)).toBe(false);
    expect(hasApprovedTotalChanged(0.1 + 0.2, 0.3)).toBe(false);
    expect(hasApprovedTotalChanged(64.9, 64.89)).toBe(true);
    expect(hasApprovedTotalChanged(64.9, undefined)).toBe(false);
  });

  it('names the payer of each wallet method', () => {
    expect(walletKind('paypal')).toBe('paypal');
    expect(walletKind('apple_pay_via_paypal')).toBe('wallet');
    expect(sheetPayer('google_pay_via_paypal')).toBe('google');
    expect(sheetPayer('apple_pay_via_paypal')).toBe('apple');
    expect(sheetPayer('paypal')).toBe('paypal');
  });
});
