import { describe, expect, it } from 'vitest';
import type { PaymentsConfigResponse } from '@upline/contract/payments';
import { canStartExpress, expressPaypalMode, methodState } from './payment-availability';

const testSetup: PaymentsConfigResponse = {
  card: { provider: 'test', publishable_key: null },
  paypal: { enabled: false, client_id: null, currency: 'USD', sdk_url: null },
  google_pay: { enabled: false },
  apple_pay: { enabled: false },
};
const live: PaymentsConfigResponse = {
  card: { provider: 'stripe', publishable_key: 'pk_test_1' },
  paypal: { enabled: true, client_id: 'client', currency: 'USD', sdk_url: 'https://www.paypal.com/sdk/js?client-id=client' },
  google_pay: { enabled: true },
  apple_pay: { enabled: true },
};
const everyDevice = { canApplePay: true, canGooglePay: true };

describe('payment methods', () => {
  it('always offers the card', () => {
    expect(methodState('card', { config: undefined, device: everyDevice, hasAutoship: true })).toEqual({ kind: 'ready' });
  });

  it('refuses PayPal and the wallets for an autoship cart', () => {
    for (const method of ['paypal', 'gpay', 'applepay'] as const) {
      expect(methodState(method, { config: live, device: everyDevice, hasAutoship: true })).toEqual({ kind: 'autoship' });
    }
  });

  it('says PayPal is not configured in the test setup', () => {
    expect(methodState('paypal', { config: testSetup, device: everyDevice, hasAutoship: false })).toEqual({ kind: 'not-configured' });
    expect(methodState('paypal', { config: live, device: everyDevice, hasAutoship: false })).toEqual({ kind: 'ready' });
  });

  it('offers a wallet only when the shop enables it and the device can pay', () => {
    expect(methodState('gpay', { config: testSetup, device: everyDevice, hasAutoship: false })).toEqual({ kind: 'unavailable' });
    expect(methodState('applepay', { config: live, device: { canApplePay: false, canGooglePay: true }, hasAutoship: false })).toEqual({ kind: 'unavailable' });
    expect(methodState('applepay', { config: live, device: everyDevice, hasAutoship: false })).toEqual({ kind: 'ready' });
  });

  it('enables the express buttons only with items, an amount and no autoship', () => {
    expect(canStartExpress({ itemCount: 1, amountMinor: 100, hasAutoship: false })).toBe(true);
    expect(canStartExpress({ itemCount: 0, amountMinor: 100, hasAutoship: false })).toBe(false);
    expect(canStartExpress({ itemCount: 1, amountMinor: 0, hasAutoship: false })).toBe(false);
    expect(canStartExpress({ itemCount: 1, amountMinor: 100, hasAutoship: true })).toBe(false);
  });

  it('runs express PayPal against PayPal, the test stand-in, or not at all', () => {
    expect(expressPaypalMode(live)).toBe('paypal');
    expect(expressPaypalMode(testSetup)).toBe('test');
    expect(expressPaypalMode({ ...live, paypal: { ...testSetup.paypal } })).toBe('off');
    expect(expressPaypalMode(undefined)).toBe('off');
  });
});
