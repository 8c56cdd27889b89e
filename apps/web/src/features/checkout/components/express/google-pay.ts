// Google Pay through PayPal (checkout §4 'Express Google Pay / Apple Pay flow', §5, §8, §9): the
// PaymentDataRequest Google's sheet opens with, built from PayPal's configuration and the
// express session the server priced; what the sheet gives back, checked and read as the shop's
// address. Pure; google-pay-flow.ts runs the sheet.
import { emptyEditableAddress, type EditableAddress } from '../../lib/wallet-address';
import type { SessionAmounts } from '../../lib/express-state';
import { walletAmountsOf, type WalletLabels } from './wallet-amounts';
import type { Currency } from '@upline/domain/money';

/** Checkout §9: Google Pay ships to the US and Canada, with Visa, Mastercard, Amex and Discover. */
export const GOOGLE_PAY_COUNTRIES = ['US', 'CA'] as const;
export const GOOGLE_PAY_NETWORKS = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER'] as const;

export const GOOGLE_PAY_API = { apiVersion: 2, apiVersionMinor: 0 } as const;

export interface GooglePayMethod {
  type: string;
  parameters: { allowedCardNetworks?: string[]; allowedAuthMethods?: string[] } & Record<string, unknown>;
  tokenizationSpecification?: { type: string; parameters: Record<string, string> };
}

/** What `paypal.Googlepay().config()` answers for the merchant. */
export interface GooglePayConfig {
  isEligible?: boolean;
  countryCode?: string;
  allowedPaymentMethods: GooglePayMethod[];
  merchantInfo: Record<string, unknown>;
}

export interface GooglePayAddress {
  name?: string;
  address1?: string;
  address2?: string;
  address3?: string;
  locality?: string;
  administrativeArea?: string;
  postalCode?: string;
  countryCode?: string;
  phoneNumber?: string;
}

export interface GooglePayPaymentData {
  apiVersion?: number;
  email?: string;
  shippingAddress?: GooglePayAddress;
  paymentMethodData?: {
    type?: string;
    description?: string;
    info?: { cardNetwork?: string; cardDetails?: string; billingAddress?: GooglePayAddress };
    tokenizationData?: { type?: string; token?: string };
  };
}

/** PayPal's card method narrowed to the networks of checkout §9; other kinds of method are left out. */
export function allowedMethodsOf(config: Pick<GooglePayConfig, 'allowedPaymentMethods'>): GooglePayMethod[] {
  return config.allowedPaymentMethods
    .filter((method) => method.type === 'CARD')
    .map((method) => {
      const offered = method.parameters.allowedCardNetworks ?? [...GOOGLE_PAY_NETWORKS];
      const networks = GOOGLE_PAY_NETWORKS.filter((network) => offered.includes(network));
      return { ...method, parameters: { ...method.parameters, allowedCardNetworks: networks } };
    })
    .filter((method) => (method.parameters.allowedCardNetworks ?? []).length > 0);
}

/** The isReadyToPay request for PayPal's configuration. */
export function readyToPayRequestOf(config: Pick<GooglePayConfig, 'allowedPaymentMethods'>) {
  return { ...GOOGLE_PAY_API, allowedPaymentMethods: allowedMethodsOf(config) };
}

/**
 * The PaymentDataRequest: the session's amounts, the total estimated (shipping and tax follow the
 * address the buyer picks there), the buyer's e-mail and a shipping address with a phone number,
 * in the US or Canada only.
 */
export function googlePayRequestOf(session: SessionAmounts & { currency: Currency }, config: GooglePayConfig, labels: WalletLabels) {
  const a = walletAmountsOf(session);
  const status = a.isAddressPriced ? 'FINAL' : 'PENDING';
  return {
    ...GOOGLE_PAY_API,
    allowedPaymentMethods: allowedMethodsOf(config),
    merchantInfo: { ...config.merchantInfo, merchantName: labels.merchant },
    transactionInfo: {
      countryCode: config.countryCode ?? 'US',
      currencyCode: session.currency,
      // The shop prices the address the buyer picks in the sheet once the sheet closes.
      totalPriceStatus: 'ESTIMATED',
      totalPrice: a.total,
      totalPriceLabel: labels.total,
      displayItems: [
        { label: labels.subtotal, type: 'SUBTOTAL', price: a.subtotal },
        { label: labels.shipping, type: 'LINE_ITEM', price: a.shipping, status },
        { label: labels.tax, type: 'TAX', price: a.tax, status },
        { label: labels.shippingTax, type: 'TAX', price: a.shippingTax, status },
      ],
    },
    emailRequired: true,
    shippingAddressRequired: true,
    shippingAddressParameters: { allowedCountryCodes: [...GOOGLE_PAY_COUNTRIES], phoneNumberRequired: true },
  };
}

export type GooglePayRequest = ReturnType<typeof googlePayRequestOf>;

/** Checkout §5: the payment data must carry a payment method and its token data. */
export const MISSING_TOKEN_DATA = 'Google Pay returned no payment method or token data';

/** Why the sheet's payment data cannot be paid with, or null when it can. */
export function paymentDataProblem(data: GooglePayPaymentData | null | undefined): string | null {
  const method = data?.paymentMethodData;
  if (!method || !method.tokenizationData || (method.tokenizationData.token ?? '').trim() === '') return MISSING_TOKEN_DATA;
  return null;
}

const trimmed = (value: string | undefined) => (value ?? '').trim();

/** 'Ann Marie Smith' -> ['Ann Marie', 'Smith']. */
function splitName(full: string): [string, string] {
  const parts = full.split(/\s+/).filter(Boolean);
  if (parts.length < 2) return [parts[0] ?? '', ''];
  return [parts.slice(0, -1).join(' '), parts.at(-1) ?? ''];
}

/** The sheet's shipping address (and e-mail) as the shop's address. */
export function addressOfPaymentData(data: GooglePayPaymentData): EditableAddress {
  const a = data.shippingAddress ?? {};
  const [first, last] = splitName(trimmed(a.name));
  return {
    ...emptyEditableAddress,
    first_name: first,
    last_name: last,
    email: trimmed(data.email),
    phone: trimmed(a.phoneNumber),
    address: trimmed(a.address1),
    address2: [a.address2, a.address3].map(trimmed).filter(Boolean).join(', '),
    city: trimmed(a.locality),
    state: trimmed(a.administrativeArea),
    postal_code: trimmed(a.postalCode),
    country: trimmed(a.countryCode).toUpperCase() || emptyEditableAddress.country,
  };
}

/** Checkout §4: a sheet the buyer closed (statusCode CANCELED) is no error. */
export function isGooglePayCancel(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === 'CANCELED';
}

/** The message of a Google Pay failure: the API's statusMessage, an Error's message, or its status code. */
export function googlePayErrorDetail(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null) {
    const { statusMessage, statusCode } = error as { statusMessage?: unknown; statusCode?: unknown };
    if (typeof statusMessage === 'string' && statusMessage) return statusMessage;
    if (typeof statusCode === 'string' && statusCode) return statusCode;
  }
  return '';
}

/** Google Pay's environment for PayPal's: the sandbox pairs with TEST. */
export function googlePayEnvironment(paypalEnvironment: 'sandbox' | 'live' | undefined): 'TEST' | 'PRODUCTION' {
  return paypalEnvironment === 'live' ? 'PRODUCTION' : 'TEST';
}
