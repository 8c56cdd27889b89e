import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error';
import type { SessionAmounts } from '../../lib/express-state';
import { applePayRequestOf } from './apple-pay';
import { beginApplePay, type ApplePayRun, type ApplePaySessionLike, type WalletAuthorization } from './apple-pay-session';
import type { WalletLabels } from './wallet-amounts';

/** A stand-in of Safari's ApplePaySession that records what the shop tells it. */
class FakeSession implements ApplePaySessionLike {
  static readonly STATUS_SUCCESS = 0;
  static readonly STATUS_FAILURE = 1;
  static last: FakeSession | null = null;
  static canMakePayments = () => true;
  onvalidatemerchant: ApplePaySessionLike['onvalidatemerchant'] = null;
  onshippingcontactselected: ApplePaySessionLike['onshippingcontactselected'] = null;
  onpaymentauthorized: ApplePaySessionLike['onpaymentauthorized'] = null;
  oncancel: ApplePaySessionLike['oncancel'] = null;
  readonly calls: [string, unknown][] = [];
  isBegun = false;
  constructor(
    readonly version: number,
    readonly request: unknown,
  ) {
    FakeSession.last = this;
  }
  begin() {
    this.isBegun = true;
  }
  abort() {
    this.calls.push(['abort', null]);
  }
  completeMerchantValidation(session: unknown) {
    this.calls.push(['merchant', session]);
  }
  completeShippingContactSelection(update: unknown) {
    this.calls.push(['shipping', update]);
  }
  completePayment(result: unknown) {
    this.calls.push(['payment', result]);
  }
}

const labels: WalletLabels = { merchant: 'Upline Wellness', subtotal: 'Item subtotal', shipping: 'Shipping', tax: 'Tax', shippingTax: 'Shipping tax', total: 'Total' };
const session = { currency: 'USD' as const, shipping_amount: 0, tax_amount: 0, shipping_tax_amount: 0, total_amount: 126 };
const chicago: SessionAmounts = { shipping_amount: 9.5, tax_amount: 7.88, shipping_tax_amount: 0.59, total_amount: 143.97 };
const contact = { givenName: 'Pat', familyName: 'Buyer', emailAddress: 'pat@example.com', phoneNumber: '312 555 0100', addressLines: ['9 Harbour Road'], locality: 'Chicago', administrativeArea: 'IL', postalCode: '60601', countryCode: 'US' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function run(overrides: Partial<ApplePayRun> = {}) {
  const applepay = {
    config: vi.fn(),
    validateMerchant: vi.fn(async () => ({ merchantSession: { merchantSessionIdentifier: 'SSH1' } })),
    confirmOrder: vi.fn(async () => ({})),
  };
  const hooks = {
    priceDestination: vi.fn(async () => chicago),
    pay: vi.fn(async (authorization: WalletAuthorization) => {
      await authorization.approve('PAYPAL-ORDER-1');
      return true;
    }),
    cancelled: vi.fn(),
    failed: vi.fn(),
  };
  const config = { isEligible: true, countryCode: 'US', merchantCapabilities: ['supports3DS'], supportedNetworks: ['visa'] };
  const sheet = beginApplePay({
    Session: FakeSession,
    applepay,
    request: applePayRequestOf(session, config, labels),
    session,
    labels,
    shippingErrors: { cannotCalculate: 'Cannot calculate shipping for this address', failed: 'Failed to calculate shipping and tax' },
    createError: (code, field, message) => ({ code, field, message }),
    ...hooks,
    ...overrides,
  }) as FakeSession;
  return { sheet, applepay, hooks };
}

describe('Apple Pay’s sheet for an express session', () => {
  it('opens at once with the session’s request, and completes merchant validation with PayPal’s merchant session', async () => {
    const { sheet, applepay } = run();
    expect(sheet.isBegun).toBe(true);
    expect(sheet.version).toBe(4);
    expect(sheet.request).toMatchObject({ total: { amount: '126.00' } });
    sheet.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
    await flush();
    expect(applepay.validateMerchant).toHaveBeenCalledWith({ validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
    expect(sheet.calls).toEqual([['merchant', { merchantSessionIdentifier: 'SSH1' }]]);
  });

  it('a failed merchant validation aborts the sheet and reports the failure, without a cancel', async () => {
    const failure = new Error('ERROR_VALIDATING_MERCHANT');
    const { sheet, hooks } = run({ applepay: { config: vi.fn(), validateMerchant: vi.fn(async () => Promise.reject(failure)), confirmOrder: vi.fn() } });
    sheet.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
    await flush();
    expect(sheet.calls).toEqual([['abort', null]]);
    expect(hooks.failed).toHaveBeenCalledWith(failure);
    sheet.oncancel?.({});
    expect(hooks.cancelled).not.toHaveBeenCalled();
  });

  it('prices each shipping contact with the server and shows the new total and lines', async () => {
    const { sheet, hooks } = run();
    sheet.onshippingcontactselected?.({ shippingContact: { locality: 'Chicago', administrativeArea: 'IL', postalCode: '60601', countryCode: 'US' } });
    await flush();
    expect(hooks.priceDestination).toHaveBeenCalledWith({ city: 'Chicago', state: 'IL', postal_code: '60601', country: 'US' });
    expect(sheet.calls).toEqual([
      [
        'shipping',
        {
          newTotal: { label: 'Upline Wellness', amount: '143.97', type: 'final' },
          newLineItems: [
            { label: 'Item subtotal', amount: '126.00', type: 'final' },
            { label: 'Shipping', amount: '9.50', type: 'final' },
            { label: 'Tax', amount: '7.88', type: 'final' },
            { label: 'Shipping tax', amount: '0.59', type: 'final' },
          ],
        },
      ],
    ]);
  });

  it('refuses an address the server cannot ship to, or cannot price, keeping the last total (checkout §8)', async () => {
    const priceDestination = vi.fn<ApplePayRun['priceDestination']>()
      .mockRejectedValueOnce(new ApiError(422, { error: 'Invalid address data: Unknown country', code: 'invalid_address' }))
      .mockRejectedValueOnce(new ApiError(500, { error: 'boom', code: 'x' }));
    const { sheet } = run({ priceDestination });
    sheet.onshippingcontactselected?.({ shippingContact: { locality: 'Nowhere', countryCode: 'ZZ' } });
    await flush();
    sheet.onshippingcontactselected?.({ shippingContact: { locality: 'Chicago', administrativeArea: 'IL', countryCode: 'US' } });
    await flush();
    sheet.onshippingcontactselected?.({ shippingContact: { locality: 'Chicago' } });
    await flush();
    const updates = sheet.calls.map(([, update]) => update as { newTotal: { amount: string }; errors: { message: string; field: string }[] });
    expect(updates.map((u) => u.newTotal.amount)).toEqual(['126.00', '126.00', '126.00']);
    expect(updates.map((u) => u.errors[0]?.message)).toEqual(['Cannot calculate shipping for this address', 'Failed to calculate shipping and tax', 'Cannot calculate shipping for this address']);
    expect(updates[0]?.errors[0]).toMatchObject({ code: 'shippingContactInvalid', field: 'postalAddress' });
    expect(priceDestination).toHaveBeenCalledTimes(2);
  });

  it('pays the authorized payment: the contacts as addresses, the approved total, PayPal confirms the order with Apple’s token; success completes the sheet', async () => {
    const { sheet, hooks, applepay } = run();
    sheet.onshippingcontactselected?.({ shippingContact: { locality: 'Chicago', administrativeArea: 'IL', postalCode: '60601', countryCode: 'US' } });
    await flush();
    const token = { paymentData: { data: 'x' }, paymentMethod: { network: 'Visa' } };
    sheet.onpaymentauthorized?.({ payment: { token, shippingContact: contact, billingContact: { ...contact, emailAddress: undefined } } });
    await flush();
    const authorization = hooks.pay.mock.calls[0]?.[0];
    expect(authorization).toMatchObject({ approvedTotal: 143.97, shipping: { first_name: 'Pat', address: '9 Harbour Road', email: 'pat@example.com' }, billing: { email: 'pat@example.com' } });
    expect(applepay.confirmOrder).toHaveBeenCalledWith({ orderId: 'PAYPAL-ORDER-1', token, billingContact: { ...contact, emailAddress: undefined }, shippingContact: contact });
    expect(sheet.calls.at(-1)).toEqual(['payment', FakeSession.STATUS_SUCCESS]);
  });

  it('a payment the shop could not complete fails the sheet; a cancel before paying is the shop’s cancel', async () => {
    const failing = run({ pay: vi.fn(async () => false) });
    failing.sheet.onpaymentauthorized?.({ payment: { token: {}, shippingContact: contact } });
    await flush();
    expect(failing.sheet.calls.at(-1)).toEqual(['payment', FakeSession.STATUS_FAILURE]);
    failing.sheet.oncancel?.({});
    expect(failing.hooks.cancelled).not.toHaveBeenCalled();

    const cancelled = run();
    cancelled.sheet.oncancel?.({});
    expect(cancelled.hooks.cancelled).toHaveBeenCalledTimes(1);
    expect(cancelled.hooks.pay).not.toHaveBeenCalled();
  });
});
