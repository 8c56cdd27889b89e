import type { ExpressConfirmAddressResponse, ExpressCreateRequest, ExpressCreateResponse, ExpressProcessPaymentResponse, WalletAddress, WalletMethod } from '@upline/contract/checkout';
import { checkoutRoutes } from '@upline/contract/checkout-routes';
import { call } from '../../../shared/api/call';

// The express wallet widget's calls (checkout §7). The server keeps the session's amounts; the
// widget only shows them.

/** POST express-checkout/create: a session for the cart, priced by the server. */
export function createExpressSession(body: ExpressCreateRequest): Promise<ExpressCreateResponse> {
  return call(checkoutRoutes.createExpressSession, { body });
}

/** POST express-checkout/confirm-address: shipping and tax for an address (shipping_only: the destination alone). */
export function confirmExpressAddress(body: {
  checkout_id: string;
  shipping_address: WalletAddress;
  billing_address?: WalletAddress | null;
  shipping_only?: boolean;
}): Promise<ExpressConfirmAddressResponse> {
  return call(checkoutRoutes.confirmExpressAddress, { body });
}

/** POST express-checkout/process-payment: creates the session's order (once) and captures the wallet payment. */
export function processExpressPayment(body: {
  checkout_id: string;
  payment_method: WalletMethod;
  payment_token?: string;
  customer_data?: { email?: string; first_name?: string; last_name?: string; phone?: string };
  shipping_address?: WalletAddress | null;
  billing_address?: WalletAddress | null;
}): Promise<ExpressProcessPaymentResponse> {
  return call(checkoutRoutes.processExpressPayment, { body });
}
