import type { ExpressProcessPaymentResponse, WalletMethod } from '@upline/contract/checkout';
import { fromDecimal } from '@upline/domain/money';
import { expressErrorOf, type ExpressError, type ExpressPayer, type ExpressStage } from './express-errors';
import type { ExpressSuccess } from './express-state';

// The express widget's decisions that need no React (checkout §4, §8): which error a failure
// shows, what a paid answer becomes, whether a wallet's approved total still holds. The hooks
// run the calls and dispatch what these return.

/** Who pays by default for a method: the PayPal buttons, or a wallet through PayPal. */
export const walletKind = (method: WalletMethod): ExpressPayer => (method === 'paypal' ? 'paypal' : 'wallet');

/** Google Pay and Apple Pay paying through their own sheets (PayPal configured). */
export const sheetPayer = (method: WalletMethod): ExpressPayer =>
  method === 'google_pay_via_paypal' ? 'google' : method === 'apple_pay_via_paypal' ? 'apple' : 'paypal';

/** A refusal that carries a message key of the catalogue rather than a text. */
export class TotalChangedError extends Error {
  constructor() {
    super('The total changed for this address');
    this.name = 'TotalChangedError';
  }
}

/** The error a failed step shows: the total changed for the wallet's address, or the step's message (express-errors). */
export function expressFailureOf(error: unknown, stage: ExpressStage, payer: ExpressPayer): ExpressError {
  return error instanceof TotalChangedError ? { key: 'totalChanged' } : expressErrorOf(error, stage, payer);
}

/** Whether the failure is the PayPal buttons' payment failing (checkout §7 tracks it as paypal_error). */
export function isPaypalPaymentFailure(error: unknown, stage: ExpressStage, method: WalletMethod): boolean {
  return method === 'paypal' && stage === 'payment' && !(error instanceof TotalChangedError);
}

/** Cancelling the sheet or the modal: the pending order, once PayPal has one, stays saved (checkout §4 step 6). */
export function cancelErrorOf(hasPaypalOrder: boolean): ExpressError {
  return { key: hasPaypalOrder ? 'cancelledSaved' : 'cancelled' };
}

/** The success panel's facts from the paid answer; a wallet that gave no address goes to the shipping update next. */
export function expressSuccessOf(paid: ExpressProcessPaymentResponse): ExpressSuccess {
  return {
    orderId: paid.order_id,
    orderNumber: paid.order_number,
    transactionId: paid.transaction_id,
    amount: paid.amount,
    currency: paid.currency,
    next: paid.needs_shipping_update ? 'shipping-update' : 'success',
  };
}

/** Whether the server's total for the wallet's address differs from the total the buyer approved in the sheet (compared in cents). */
export function hasApprovedTotalChanged(confirmedTotal: number, approvedTotal: number | undefined): boolean {
  return approvedTotal !== undefined && fromDecimal(confirmedTotal) !== fromDecimal(approvedTotal);
}
