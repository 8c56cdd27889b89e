import { describe, expect, it } from 'vitest';
import {
  addressOfPaymentData,
  allowedMethodsOf,
  googlePayEnvironment,
  googlePayErrorDetail,
  googlePayRequestOf,
  isGooglePayCancel,
  MISSING_TOKEN_DATA,
  paymentDataProblem,
  type GooglePayConfig,
} from './google-pay';
import type { WalletLabels } from './wallet-amounts';

const labels: WalletLabels = { merchant: 'Upline Wellness', subtotal: 'Item subtotal', shipping: 'Shipping', tax: 'Tax', shippingTax: 'Shipping tax', total: 'Total' };
const card = {
  type: 'CARD',
  parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['MASTERCARD', 'DISCOVER', 'VISA', 'AMEX', 'JCB'], billingAddressRequired: true },
  tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'paypalsb', gatewayMerchantId: 'M1' } },
};
const config: GooglePayConfig = { isEligible: true, countryCode: 'US', allowedPaymentMethods: [card, { type: 'PAYPAL', parameters: {} }], merchantInfo: { merchantId: 'M1', merchantOrigin: 'shop.test' } };
const session = { currency: 'USD' as const, shipping_amount: 0, tax_amount: 0, shipping_tax_amount: 0, total_amount: 126 };

describe('the Google Pay payment data request', () => {
  it('offers the card with Visa, Mastercard, Amex and Discover only, with PayPal’s tokenization (checkout §9)', () => {
    const [method, ...others] = allowedMethodsOf(config);
    expect(others).toEqual([]);
    expect(method?.parameters.allowedCardNetworks).toEqual(['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER']);
    expect(method?.tokenizationSpecification).toEqual(card.tokenizationSpecification);
    expect(allowedMethodsOf({ allowedPaymentMethods: [{ ...card, parameters: { allowedCardNetworks: ['JCB'] } }] })).toEqual([]);
  });

  it('asks for the e-mail and a shipping address with a phone, in the US and Canada only, for the session’s estimated total', () => {
    const request = googlePayRequestOf(session, config, labels);
    expect(request).toMatchObject({
      apiVersion: 2,
      apiVersionMinor: 0,
      emailRequired: true,
      shippingAddressRequired: true,
      shippingAddressParameters: { allowedCountryCodes: ['US', 'CA'], phoneNumberRequired: true },
      merchantInfo: { merchantId: 'M1', merchantName: 'Upline Wellness' },
      transactionInfo: { countryCode: 'US', currencyCode: 'USD', totalPrice: '126.00', totalPriceStatus: 'ESTIMATED', totalPriceLabel: 'Total' },
    });
    expect(request.transactionInfo.displayItems).toEqual([
      { label: 'Item subtotal', type: 'SUBTOTAL', price: '126.00' },
      { label: 'Shipping', type: 'LINE_ITEM', price: '0.00', status: 'PENDING' },
      { label: 'Tax', type: 'TAX', price: '0.00', status: 'PENDING' },
      { label: 'Shipping tax', type: 'TAX', price: '0.00', status: 'PENDING' },
    ]);
    const priced = googlePayRequestOf({ ...session, currency: 'CAD', shipping_amount: 9.5, tax_amount: 7.88, total_amount: 143.38 }, config, labels);
    expect(priced.transactionInfo).toMatchObject({ currencyCode: 'CAD', totalPrice: '143.38' });
    expect(priced.transactionInfo.displayItems[1]).toEqual({ label: 'Shipping', type: 'LINE_ITEM', price: '9.50', status: 'FINAL' });
  });
});

describe('what Google’s sheet gives back', () => {
  const paid = {
    email: 'gail@example.com',
    shippingAddress: { name: 'Gail Ann Google', address1: '500 Pine Street', address2: 'Apt 4', locality: 'Portland', administrativeArea: 'OR', postalCode: '97204', countryCode: 'US', phoneNumber: '+1 503 555 0100' },
    paymentMethodData: { type: 'CARD', description: 'Visa •••• 1111', info: { cardNetwork: 'VISA', cardDetails: '1111' }, tokenizationData: { type: 'PAYMENT_GATEWAY', token: '{"signedMessage":"x"}' } },
  };

  it('needs a payment method with token data (checkout §5)', () => {
    expect(paymentDataProblem(paid)).toBeNull();
    expect(paymentDataProblem({ ...paid, paymentMethodData: undefined })).toBe(MISSING_TOKEN_DATA);
    expect(paymentDataProblem({ ...paid, paymentMethodData: { ...paid.paymentMethodData, tokenizationData: undefined } })).toBe(MISSING_TOKEN_DATA);
    expect(paymentDataProblem({ ...paid, paymentMethodData: { ...paid.paymentMethodData, tokenizationData: { type: 'PAYMENT_GATEWAY', token: ' ' } } })).toBe(MISSING_TOKEN_DATA);
    expect(paymentDataProblem(null)).toBe(MISSING_TOKEN_DATA);
  });

  it('reads the shipping address and e-mail as the shop’s address (the last word of the name is the last name)', () => {
    expect(addressOfPaymentData(paid)).toEqual({
      first_name: 'Gail Ann',
      last_name: 'Google',
      email: 'gail@example.com',
      phone: '+1 503 555 0100',
      address: '500 Pine Street',
      address2: 'Apt 4',
      city: 'Portland',
      state: 'OR',
      postal_code: '97204',
      country: 'US',
    });
    expect(addressOfPaymentData({ shippingAddress: { name: 'Gail', countryCode: 'ca' } })).toMatchObject({ first_name: 'Gail', last_name: '', address: '', country: 'CA' });
  });

  it('tells a closed sheet from a failure, with the failure’s message', () => {
    expect(isGooglePayCancel({ statusCode: 'CANCELED' })).toBe(true);
    expect(isGooglePayCancel({ statusCode: 'DEVELOPER_ERROR', statusMessage: 'bad request' })).toBe(false);
    expect(isGooglePayCancel(new Error('CANCELED'))).toBe(false);
    expect(googlePayErrorDetail({ statusCode: 'DEVELOPER_ERROR', statusMessage: 'Invalid merchantId' })).toBe('Invalid merchantId');
    expect(googlePayErrorDetail({ statusCode: 'INTERNAL_ERROR' })).toBe('INTERNAL_ERROR');
    expect(googlePayErrorDetail(new Error('boom'))).toBe('boom');
  });

  it('runs in Google’s TEST environment against PayPal’s sandbox', () => {
    expect(googlePayEnvironment('sandbox')).toBe('TEST');
    expect(googlePayEnvironment(undefined)).toBe('TEST');
    expect(googlePayEnvironment('live')).toBe('PRODUCTION');
  });
});
