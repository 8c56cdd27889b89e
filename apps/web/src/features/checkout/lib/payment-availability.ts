// Which payment methods the checkout offers right now (checkout §2 'Payment panel', §4, §5): the
// shop's configuration (GET payments/config), the device for the wallets, and the autoship rule.
import type { PaymentsConfigResponse } from '@upline/contract/payments';
import type { PaymentChoice } from './checkout-form';

export type WalletKind = 'gpay' | 'applepay';

/** What the browser can do for the wallets: Apple Pay needs Safari with a wallet card. */
export interface DeviceWallets {
  canApplePay: boolean;
  canGooglePay: boolean;
}

/** The browser's wallet support, read once (no script is loaded for it). */
export function detectDeviceWallets(): DeviceWallets {
  const session = (globalThis as { ApplePaySession?: { canMakePayments?: () => boolean } }).ApplePaySession;
  let canApplePay = false;
  try {
    canApplePay = Boolean(session?.canMakePayments?.());
  } catch {
    canApplePay = false;
  }
  // Google Pay runs in any modern browser once its script says the shopper can pay; the shop's
  // setting decides first (GOOGLE_PAY_ENABLED, off by default).
  return { canApplePay, canGooglePay: typeof window !== 'undefined' && 'PaymentRequest' in window };
}

export type MethodState =
  | { kind: 'ready' }
  /** Autoship lines in the cart: PayPal and the wallets refuse them (checkout §5). */
  | { kind: 'autoship' }
  /** Not offered on this device or browser (the wallets). */
  | { kind: 'unavailable' }
  /** PayPal is not configured: the shop runs its test setup. */
  | { kind: 'not-configured' };

/** Whether a method can be used, and if not, why. */
export function methodState(
  method: PaymentChoice,
  context: { config: PaymentsConfigResponse | undefined; device: DeviceWallets; hasAutoship: boolean },
): MethodState {
  const { config, device, hasAutoship } = context;
  if (method === 'card') return { kind: 'ready' };
  if (hasAutoship) return { kind: 'autoship' };
  if (method === 'paypal') return config?.paypal.enabled ? { kind: 'ready' } : { kind: 'not-configured' };
  if (method === 'gpay') return config?.google_pay.enabled && device.canGooglePay ? { kind: 'ready' } : { kind: 'unavailable' };
  return config?.apple_pay.enabled && device.canApplePay ? { kind: 'ready' } : { kind: 'unavailable' };
}

/**
 * The express buttons (checkout §4 'Express buttons on the regular checkout'): enabled only with
 * items, an amount above 0 and no autoship line.
 */
export function canStartExpress(context: { itemCount: number; amountMinor: number; hasAutoship: boolean }): boolean {
  return context.itemCount > 0 && context.amountMinor > 0 && !context.hasAutoship;
}

/**
 * The express PayPal button works with PayPal configured, or against the server's built-in PayPal
 * stand-in while the whole shop runs on the test gateway.
 */
export function expressPaypalMode(config: PaymentsConfigResponse | undefined): 'paypal' | 'test' | 'off' {
  if (!config) return 'off';
  if (config.paypal.enabled && config.paypal.client_id) return 'paypal';
  return config.card.provider === 'test' ? 'test' : 'off';
}
