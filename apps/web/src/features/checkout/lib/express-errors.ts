// The express widget's error catalogue (checkout §8) as message descriptors: a text key and the
// server's detail where the message carries one. The widget shows them in the visitor's language.
import { isApiError } from '../../../shared/api/api-error';

export type ExpressErrorKey =
  | 'createFailed'
  | 'sessionNotFound'
  | 'paymentValidation'
  | 'invalidAddress'
  | 'paymentServer'
  | 'server'
  | 'paymentFailed'
  | 'paypalFailed'
  | 'googlePayFailed'
  | 'applePayFailed'
  /** A wallet address priced differently from the total the buyer approved in the wallet. */
  | 'totalChanged'
  | 'confirmAddressFailed'
  | 'saveAddressFailed'
  | 'noCheckoutIdPayment'
  | 'noCheckoutIdAddress'
  | 'noPendingPayment'
  | 'noAddress'
  | 'serverMessage'
  /** The shopper closed the wallet: with an order already saved, or before any. */
  | 'cancelledSaved'
  | 'cancelled';

export interface ExpressError {
  key: ExpressErrorKey;
  /** The detail after the colon ('Payment validation failed: {detail}'), as the server wrote it. */
  detail?: string;
}

export type ExpressStage = 'create' | 'confirm-address' | 'save-address' | 'payment';

/** Whose failure: PayPal's buttons, Google Pay's or Apple Pay's sheet, or the shop's payment after the test wallet or PayPal approved ('wallet'). */
export type ExpressPayer = 'paypal' | 'google' | 'apple' | 'wallet';

const payerFailures = { paypal: 'paypalFailed', google: 'googlePayFailed', apple: 'applePayFailed', wallet: 'paymentFailed' } as const;

/** The server's detail in a message it already prefixed ('Invalid address data: City is required' gives 'City is required'). */
function detailOf(message: string, prefix: string): string {
  return message.startsWith(prefix) ? message.slice(prefix.length).trim() : message;
}

/**
 * Checkout §8 for a failed express call: 404 is 'Checkout session not found...', 422 'Payment
 * validation failed: ...' or 'Invalid address data: ...', 500 and above a server error; anything
 * else the stage's own failure with the server's message. A refusal the server explains (400:
 * autoship, an empty cart) is shown as the server wrote it.
 */
export function expressErrorOf(error: unknown, stage: ExpressStage, method: ExpressPayer = 'paypal'): ExpressError {
  const message = error instanceof Error ? error.message : '';
  const status = isApiError(error) ? error.status : 0;
  const isAddress = stage === 'confirm-address' || stage === 'save-address';
  if (stage !== 'create' && status === 404) return { key: 'sessionNotFound' };
  if (status === 422) {
    return isAddress
      ? { key: 'invalidAddress', detail: detailOf(message, 'Invalid address data:') || undefined }
      : { key: 'paymentValidation', detail: detailOf(message, 'Payment validation failed:') || undefined };
  }
  if (status >= 500) return { key: stage === 'payment' ? 'paymentServer' : 'server' };
  if (stage === 'create') return status === 400 && message ? { key: 'serverMessage', detail: message } : { key: 'createFailed' };
  if (stage === 'confirm-address') return { key: 'confirmAddressFailed', detail: message };
  if (stage === 'save-address') return { key: 'saveAddressFailed', detail: message };
  // 'PayPal payment failed: ...' / 'Google Pay payment failed: ...' / 'Apple Pay payment failed: ...' (checkout §8).
  return method === 'wallet' ? { key: 'paymentFailed', detail: message } : { key: payerFailures[method], detail: message || undefined };
}
