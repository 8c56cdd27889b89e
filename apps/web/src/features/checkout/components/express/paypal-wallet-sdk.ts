// The PayPal JS SDK for one wallet (checkout §7 'a wallet provider script loaded with the
// currency'): the address the server gives (payments config `sdk_url`, which lists the wallet
// components the shop enabled) narrowed to the chosen wallet's component, in a namespace of its
// own so that it never replaces the `paypal` of the PayPal buttons.
import { loadScript } from '../../lib/load-script';
import type { ApplePayConfig } from './apple-pay';
import type { GooglePayConfig, GooglePayPaymentData } from './google-pay';
import type { Currency } from '@upline/domain/money';

export type WalletComponent = 'applepay' | 'googlepay';

export interface PaypalApplepay {
  config(): Promise<ApplePayConfig>;
  validateMerchant(options: { validationUrl: string }): Promise<{ merchantSession: unknown }>;
  confirmOrder(options: { orderId: string; token: unknown; billingContact?: unknown; shippingContact?: unknown }): Promise<unknown>;
}

export interface PaypalGooglepay {
  config(): Promise<GooglePayConfig>;
  confirmOrder(options: { orderId: string; paymentMethodData: GooglePayPaymentData['paymentMethodData'] }): Promise<{ status: string }>;
  initiatePayerAction(options: { orderId: string }): Promise<unknown>;
}

interface WalletNamespace {
  Applepay?: () => PaypalApplepay;
  Googlepay?: () => PaypalGooglepay;
}

export const walletNamespaceOf = (component: WalletComponent) => `paypal_${component}`;

/**
 * The SDK address for one wallet: the server's address with only that component and the
 * session's currency, or null when the server's address does not list the component (the
 * wallet is off).
 */
export function walletSdkUrl(sdkUrl: string, component: WalletComponent, currency: Currency): string | null {
  const url = new URL(sdkUrl);
  const components = (url.searchParams.get('components') ?? '').split(',');
  if (!components.includes(component)) return null;
  url.searchParams.set('components', component);
  url.searchParams.set('currency', currency);
  return url.toString();
}

/** Loads the SDK for the wallet and answers its component (paypal.Applepay() / paypal.Googlepay()). */
export async function loadPaypalWallet(sdkUrl: string, component: 'applepay', currency: Currency): Promise<PaypalApplepay>;
export async function loadPaypalWallet(sdkUrl: string, component: 'googlepay', currency: Currency): Promise<PaypalGooglepay>;
export async function loadPaypalWallet(sdkUrl: string, component: WalletComponent, currency: Currency): Promise<PaypalApplepay | PaypalGooglepay> {
  const src = walletSdkUrl(sdkUrl, component, currency);
  if (!src) throw new Error('PayPal SDK not loaded');
  const namespace = walletNamespaceOf(component);
  await loadScript(src, { 'data-namespace': namespace });
  const sdk = (window as unknown as Record<string, WalletNamespace | undefined>)[namespace];
  const make = component === 'applepay' ? sdk?.Applepay : sdk?.Googlepay;
  if (!make) throw new Error('PayPal SDK not loaded');
  return make();
}
