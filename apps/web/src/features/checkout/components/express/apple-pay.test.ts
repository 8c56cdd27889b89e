import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error';
import { addressOfContact, applePayRequestOf, applePayShippingProblem, destinationOfContact, NoDestinationError } from './apple-pay';
import { walletAmountsOf, type WalletLabels } from './wallet-amounts';

const labels: WalletLabels = { merchant: 'Upline Wellness', subtotal: 'Item subtotal', shipping: 'Shipping', tax: 'Tax', shippingTax: 'Shipping tax', total: 'Total' };
const config = { isEligible: true, countryCode: 'US', currencyCode: 'USD', merchantCapabilities: ['supports3DS'], supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'] };
const unpriced = { currency: 'USD' as const, shipping_amount: 0, tax_amount: 0, shipping_tax_amount: 0, total_amount: 126 };
const chicago = { currency: 'USD' as const, shipping_amount: 9.5, tax_amount: 7.88, shipping_tax_amount: 0.59, total_amount: 143.97 };

describe('the Apple Pay payment request', () => {
  it('shows the session total and its parts, pending until an address priced shipping and tax', () => {
    const request = applePayRequestOf(unpriced, config, labels);
    expect(request).toMatchObject({
      countryCode: 'US',
      currencyCode: 'USD',
      merchantCapabilities: ['supports3DS'],
      supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'],
      requiredShippingContactFields: ['postalAddress', 'name', 'phone', 'email'],
      total: { label: 'Upline Wellness', amount: '126.00', type: 'final' },
    });
    expect(request.lineItems).toEqual([
      { label: 'Item subtotal', amount: '126.00', type: 'final' },
      { label: 'Shipping', amount: '0.00', type: 'pending' },
      { label: 'Tax', amount: '0.00', type: 'pending' },
      { label: 'Shipping tax', amount: '0.00', type: 'pending' },
    ]);
  });

  it('takes the currency of the session and final amounts once priced; the lines add up to the total', () => {
    const request = applePayRequestOf({ ...chicago, currency: 'CAD' }, config, labels);
    expect(request.currencyCode).toBe('CAD');
    expect(request.lineItems.map((l) => l.amount)).toEqual(['126.00', '9.50', '7.88', '0.59']);
    expect(request.lineItems.every((l) => l.type === 'final')).toBe(true);
    const cents = request.lineItems.reduce((sum, l) => sum + Math.round(Number(l.amount) * 100), 0);
    expect(cents).toBe(Math.round(Number(request.total.amount) * 100));
    expect(walletAmountsOf(chicago).isAddressPriced).toBe(true);
  });
});

describe('Apple Pay contacts as the shop’s addresses', () => {
  it('reads the destination Apple reports while the buyer chooses (no street, no name)', () => {
    expect(destinationOfContact({ locality: 'Chicago', administrativeArea: 'IL', postalCode: '60601', countryCode: 'us' })).toEqual({ city: 'Chicago', state: 'IL', postal_code: '60601', country: 'US' });
    expect(destinationOfContact({ locality: 'Somewhere', countryCode: '' })).toBeNull();
    expect(destinationOfContact(undefined)).toBeNull();
  });

  it('maps the authorized contact: names, e-mail and phone (from the shipping contact for the billing one), lines, region', () => {
    const shipping = { givenName: 'Pat', familyName: 'Buyer', emailAddress: 'pat@example.com', phoneNumber: '312 555 0100', addressLines: ['9 Harbour Road', 'Suite 2'], locality: 'Chicago', administrativeArea: 'IL', postalCode: '60601', countryCode: 'US' };
    expect(addressOfContact(shipping)).toEqual({
      first_name: 'Pat',
      last_name: 'Buyer',
      email: 'pat@example.com',
      phone: '312 555 0100',
      address: '9 Harbour Road',
      address2: 'Suite 2',
      city: 'Chicago',
      state: 'IL',
      postal_code: '60601',
      country: 'US',
    });
    const billing = addressOfContact({ givenName: 'Pat', familyName: 'Buyer', addressLines: ['1 Bank St'], locality: 'Toronto', administrativeArea: 'ON', postalCode: 'M5J 2N8', countryCode: 'CA' }, shipping);
    expect(billing).toMatchObject({ email: 'pat@example.com', phone: '312 555 0100', city: 'Toronto', country: 'CA' });
  });
});

describe('Apple Pay shipping errors (checkout §8)', () => {
  it('cannot ship where the server refuses the address or no country was given; any other failure is a failed calculation', () => {
    expect(applePayShippingProblem(new ApiError(422, { error: 'Invalid address data: Unknown country', code: 'invalid_address' }))).toBe('cannotCalculate');
    expect(applePayShippingProblem(new NoDestinationError())).toBe('cannotCalculate');
    expect(applePayShippingProblem(new ApiError(500, { error: 'boom', code: 'x' }))).toBe('failed');
    expect(applePayShippingProblem(new ApiError(0, { error: 'The server could not be reached.', code: 'network_error' }))).toBe('failed');
  });
});
