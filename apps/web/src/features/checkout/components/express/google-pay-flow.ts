// Runs Google's payment sheet for an express session (checkout §4 'Express Google Pay / Apple
// Pay flow', §5, §8): the sheet gives the buyer's address and card token; the payment data must
// hold both a payment method and its token data; the shop then has PayPal's order confirmed with
// the card (3-D Secure when PayPal asks for it) and captures it. A sheet the buyer closed is no
// error. Everything the shop does is passed in, so the steps can be followed without a browser.
import type { EditableAddress } from '../../lib/wallet-address';
import { addressOfPaymentData, googlePayErrorDetail, isGooglePayCancel, paymentDataProblem, type GooglePayPaymentData, type GooglePayRequest } from './google-pay';
import type { WalletAuthorization } from './apple-pay-session';
import type { PaypalGooglepay } from './paypal-wallet-sdk';

/** The parts of Google's PaymentsClient the shop uses. */
export interface GooglePaymentsClient {
  isReadyToPay(request: object): Promise<{ result: boolean }>;
  loadPaymentData(request: GooglePayRequest): Promise<GooglePayPaymentData>;
}

export interface GooglePayRun {
  client: GooglePaymentsClient;
  googlepay: PaypalGooglepay;
  request: GooglePayRequest;
  pay(authorization: WalletAuthorization): Promise<boolean>;
  /** The buyer closed the sheet. */
  dismissed(): void;
  /** Google Pay failed before the shop was asked to pay ('Google Pay payment failed: {message}'). */
  failed(detail: string): void;
}

/** PayPal's answer to the card: approved, or approved after the buyer's 3-D Secure; else an error. */
async function confirmWithPayPal(googlepay: PaypalGooglepay, orderId: string, data: GooglePayPaymentData): Promise<void> {
  const confirmed = await googlepay.confirmOrder({ orderId, paymentMethodData: data.paymentMethodData });
  if (confirmed.status === 'APPROVED') return;
  if (confirmed.status === 'PAYER_ACTION_REQUIRED') {
    await googlepay.initiatePayerAction({ orderId });
    return;
  }
  throw new Error(`PayPal did not approve the card (${confirmed.status || 'no status'})`);
}

/** Opens Google's sheet (call it from the click that asked for it); true when the order was paid. */
export async function runGooglePay(run: GooglePayRun): Promise<boolean> {
  let data: GooglePayPaymentData;
  try {
    data = await run.client.loadPaymentData(run.request);
  } catch (error) {
    if (isGooglePayCancel(error)) run.dismissed();
    else run.failed(googlePayErrorDetail(error));
    return false;
  }
  const problem = paymentDataProblem(data);
  if (problem) {
    run.failed(problem);
    return false;
  }
  const shipping: EditableAddress = addressOfPaymentData(data);
  return run.pay({
    shipping,
    billing: shipping,
    approve: (orderId) => confirmWithPayPal(run.googlepay, orderId, data),
  });
}
