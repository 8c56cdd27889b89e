// Apple Pay through PayPal (checkout §4 'Express Google Pay / Apple Pay flow', §8, §9): the
// payment request Apple's sheet shows, built from the express session the server priced, and
// the contacts Apple gives back as the shop's addresses. Pure; apple-pay-session.ts runs the sheet.
import type { WalletAddress } from '@upline/contract/checkout';
import { isApiError } from '../../../../shared/api/api-error';
import type { SessionAmounts } from '../../lib/express-state';
import { emptyEditableAddress, type EditableAddress } from '../../lib/wallet-address';
import { walletAmountsOf, type WalletLabels } from './wallet-amounts';
import type { Currency } from '@upline/domain/money';

/** The Apple Pay JS version the sheet is opened with (shipping contact updates as one object: version 3 and later). */
export const APPLE_PAY_VERSION = 4;

/** What `paypal.Applepay().config()` answers for the merchant. */
export interface ApplePayConfig {
  isEligible: boolean;
  countryCode: string;
  currencyCode?: string;
  merchantCapabilities: string[];
  supportedNetworks: string[];
}

export interface ApplePayLineItem {
  label: string;
  amount: string;
  type?: 'final' | 'pending';
}

export interface ApplePayPaymentRequest {
  countryCode: string;
  currencyCode: string;
  merchantCapabilities: string[];
  supportedNetworks: string[];
  requiredShippingContactFields: string[];
  requiredBillingContactFields: string[];
  total: ApplePayLineItem;
  lineItems: ApplePayLineItem[];
}

/** An Apple Pay payment contact (before authorization only the destination fields are filled). */
export interface ApplePayContact {
  givenName?: string;
  familyName?: string;
  emailAddress?: string;
  phoneNumber?: string;
  addressLines?: string[];
  locality?: string;
  administrativeArea?: string;
  postalCode?: string;
  countryCode?: string;
  country?: string;
}

/** The sheet's total and lines: item subtotal, shipping, tax, shipping tax (pending until an address priced them). */
export function applePayTotals(session: SessionAmounts, labels: WalletLabels): { total: ApplePayLineItem; lineItems: ApplePayLineItem[] } {
  const a = walletAmountsOf(session);
  const type = a.isAddressPriced ? 'final' : 'pending';
  return {
    total: { label: labels.merchant, amount: a.total, type: 'final' },
    lineItems: [
      { label: labels.subtotal, amount: a.subtotal, type: 'final' },
      { label: labels.shipping, amount: a.shipping, type },
      { label: labels.tax, amount: a.tax, type },
      { label: labels.shippingTax, amount: a.shippingTax, type },
    ],
  };
}

/**
 * The ApplePayPaymentRequest for the session: the merchant's country, capabilities and networks
 * from PayPal's configuration, the session's currency and amounts, and the contact fields the
 * order needs (name, e-mail, phone and the postal address for shipping; the billing address).
 */
export function applePayRequestOf(session: SessionAmounts & { currency: Currency }, config: ApplePayConfig, labels: WalletLabels): ApplePayPaymentRequest {
  return {
    countryCode: config.countryCode,
    currencyCode: session.currency,
    merchantCapabilities: config.merchantCapabilities,
    supportedNetworks: config.supportedNetworks,
    requiredShippingContactFields: ['postalAddress', 'name', 'phone', 'email'],
    requiredBillingContactFields: ['postalAddress'],
    ...applePayTotals(session, labels),
  };
}

const trimmed = (value: string | undefined) => (value ?? '').trim();

/** The destination of a contact Apple reports while the buyer chooses (city, region, postal code, country), or null without a country. */
export function destinationOfContact(contact: ApplePayContact | undefined): WalletAddress | null {
  const country = trimmed(contact?.countryCode).toUpperCase();
  if (!contact || country === '') return null;
  return {
    city: trimmed(contact.locality),
    state: trimmed(contact.administrativeArea) || null,
    postal_code: trimmed(contact.postalCode),
    country,
  };
}

/** The full contact Apple gives with the payment, as the shop's address (e-mail and phone from the shipping contact). */
export function addressOfContact(contact: ApplePayContact | undefined, fallback?: ApplePayContact): EditableAddress {
  const lines = contact?.addressLines ?? [];
  return {
    ...emptyEditableAddress,
    first_name: trimmed(contact?.givenName),
    last_name: trimmed(contact?.familyName),
    email: trimmed(contact?.emailAddress ?? fallback?.emailAddress),
    phone: trimmed(contact?.phoneNumber ?? fallback?.phoneNumber),
    address: trimmed(lines[0]),
    address2: lines.slice(1).map(trimmed).filter(Boolean).join(', '),
    city: trimmed(contact?.locality),
    state: trimmed(contact?.administrativeArea),
    postal_code: trimmed(contact?.postalCode),
    country: trimmed(contact?.countryCode).toUpperCase() || emptyEditableAddress.country,
  };
}

/**
 * Checkout §8 'Apple Pay shipping': an address the shop refuses (the server answered 4xx, or the
 * contact has no country) cannot be shipped to; anything else failed to be priced.
 */
export function applePayShippingProblem(error: unknown): 'cannotCalculate' | 'failed' {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return 'cannotCalculate';
  return error instanceof NoDestinationError ? 'cannotCalculate' : 'failed';
}

/** The contact Apple reported has no country to price. */
export class NoDestinationError extends Error {
  constructor() {
    super('Cannot calculate shipping for this address');
    this.name = 'NoDestinationError';
  }
}
