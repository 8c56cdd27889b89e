import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { expressErrorOf } from './express-errors';

const api = (status: number, error: string) => new ApiError(status, { error, code: 'x' });

describe('express error catalogue', () => {
  it('maps a missing session (404) on payment and address calls', () => {
    expect(expressErrorOf(api(404, 'Checkout session not found'), 'payment')).toEqual({ key: 'sessionNotFound' });
    expect(expressErrorOf(api(404, 'nope'), 'confirm-address')).toEqual({ key: 'sessionNotFound' });
  });

  it('keeps the detail of a 422 without repeating its prefix', () => {
    expect(expressErrorOf(api(422, 'Invalid address data: City is required'), 'confirm-address')).toEqual({
      key: 'invalidAddress',
      detail: 'City is required',
    });
    expect(expressErrorOf(api(422, 'Payment validation failed: Invalid payment data'), 'payment')).toEqual({
      key: 'paymentValidation',
      detail: 'Invalid payment data',
    });
    expect(expressErrorOf(api(422, ''), 'save-address')).toEqual({ key: 'invalidAddress', detail: undefined });
  });

  it('hides server errors behind the spec text, by stage', () => {
    expect(expressErrorOf(api(500, 'boom'), 'payment')).toEqual({ key: 'paymentServer' });
    expect(expressErrorOf(api(502, 'provider down'), 'payment')).toEqual({ key: 'paymentServer' });
    expect(expressErrorOf(api(500, 'boom'), 'confirm-address')).toEqual({ key: 'server' });
  });

  it("falls back to each stage's failure with the server's message", () => {
    expect(expressErrorOf(api(0, 'The server could not be reached.'), 'create')).toEqual({ key: 'createFailed' });
    expect(expressErrorOf(api(400, 'Paypal does not support Autoship order for now.'), 'create')).toEqual({
      key: 'serverMessage',
      detail: 'Paypal does not support Autoship order for now.',
    });
    expect(expressErrorOf(api(409, 'The total changed'), 'save-address')).toEqual({ key: 'saveAddressFailed', detail: 'The total changed' });
    expect(expressErrorOf(api(402, 'Declined'), 'payment')).toEqual({ key: 'paypalFailed', detail: 'Declined' });
    expect(expressErrorOf(new Error(''), 'payment')).toEqual({ key: 'paypalFailed', detail: undefined });
    expect(expressErrorOf(api(402, 'Declined'), 'payment', 'wallet')).toEqual({ key: 'paymentFailed', detail: 'Declined' });
  });

  it('names the wallet that failed: Google Pay and Apple Pay through PayPal (checkout §8)', () => {
    expect(expressErrorOf(api(402, 'The card was declined'), 'payment', 'apple')).toEqual({ key: 'applePayFailed', detail: 'The card was declined' });
    expect(expressErrorOf(new Error('Google Pay returned no payment method or token data'), 'payment', 'google')).toEqual({
      key: 'googlePayFailed',
      detail: 'Google Pay returned no payment method or token data',
    });
    // The status rules come first, whichever wallet paid.
    expect(expressErrorOf(api(404, 'gone'), 'payment', 'apple')).toEqual({ key: 'sessionNotFound' });
    expect(expressErrorOf(api(500, 'boom'), 'payment', 'google')).toEqual({ key: 'paymentServer' });
  });
});
