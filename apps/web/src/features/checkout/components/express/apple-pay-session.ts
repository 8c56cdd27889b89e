// Runs Apple's payment sheet for an express session (checkout §4 'Express Google Pay / Apple
// Pay flow', §8): PayPal validates the merchant; each shipping contact the buyer picks is priced
// by the server and the sheet shows the new total (or refuses the address); the authorized
// payment goes to the shop, which has PayPal's order confirmed with Apple's token and captures
// it; the sheet learns the outcome. Everything the shop does is passed in, so the steps can be
// followed without a browser.
import type { WalletAddress } from '@upline/contract/checkout';
import type { SessionAmounts } from '../../lib/express-state';
import type { EditableAddress } from '../../lib/wallet-address';
import {
  addressOfContact,
  APPLE_PAY_VERSION,
  applePayShippingProblem,
  applePayTotals,
  destinationOfContact,
  NoDestinationError,
  type ApplePayContact,
  type ApplePayPaymentRequest,
} from './apple-pay';
import type { PaypalApplepay } from './paypal-wallet-sdk';
import type { WalletLabels } from './wallet-amounts';

/** The parts of Apple's ApplePaySession the shop uses. */
export interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onshippingcontactselected: ((event: { shippingContact: ApplePayContact }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown; billingContact?: ApplePayContact; shippingContact?: ApplePayContact } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completeShippingContactSelection(update: { newTotal: unknown; newLineItems?: unknown[]; errors?: unknown[] }): void;
  completePayment(result: number | { status: number }): void;
}

export interface ApplePaySessionClass {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionLike;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
  canMakePayments(): boolean;
}

export type ApplePayErrorFactory = (code: string, contactField: string, message: string) => unknown;

/** The authorized payment as the shop pays it: the contacts as addresses, and PayPal's confirmation with Apple's token. */
export interface WalletAuthorization {
  shipping: EditableAddress;
  billing: EditableAddress;
  /** The total the buyer approved in the sheet as final (Apple Pay), which the address must keep. */
  approvedTotal?: number;
  /** Confirms the shop's PayPal order with the wallet's payment source. */
  approve(paypalOrderId: string): Promise<void>;
}

export interface ApplePayRun {
  Session: ApplePaySessionClass;
  applepay: PaypalApplepay;
  request: ApplePayPaymentRequest;
  session: SessionAmounts;
  labels: WalletLabels;
  /** Checkout §8 'Apple Pay shipping' texts, translated. */
  shippingErrors: { cannotCalculate: string; failed: string };
  createError: ApplePayErrorFactory;
  /** The server prices the destination (a refusal throws). */
  priceDestination(destination: WalletAddress): Promise<SessionAmounts>;
  /** Pays; true when the order is paid. */
  pay(authorization: WalletAuthorization): Promise<boolean>;
  cancelled(): void;
  failed(error: unknown): void;
}

/** Opens Apple's sheet (call it from the click that asked for it) and answers the session. */
export function beginApplePay(run: ApplePayRun): ApplePaySessionLike {
  const sheet = new run.Session(APPLE_PAY_VERSION, run.request);
  let amounts = run.session;
  let isSettled = false;

  sheet.onvalidatemerchant = (event) => {
    run.applepay
      .validateMerchant({ validationUrl: event.validationURL })
      .then((validated) => sheet.completeMerchantValidation(validated.merchantSession))
      .catch((error: unknown) => {
        isSettled = true;
        sheet.abort();
        run.failed(error);
      });
  };

  sheet.onshippingcontactselected = (event) => {
    const destination = destinationOfContact(event.shippingContact);
    const priced = destination ? run.priceDestination(destination) : Promise.reject(new NoDestinationError());
    priced
      .then((next) => {
        amounts = next;
        const totals = applePayTotals(amounts, run.labels);
        sheet.completeShippingContactSelection({ newTotal: totals.total, newLineItems: totals.lineItems });
      })
      .catch((error: unknown) => {
        const totals = applePayTotals(amounts, run.labels);
        const message = run.shippingErrors[applePayShippingProblem(error)];
        sheet.completeShippingContactSelection({ newTotal: totals.total, newLineItems: totals.lineItems, errors: [run.createError('shippingContactInvalid', 'postalAddress', message)] });
      });
  };

  sheet.onpaymentauthorized = (event) => {
    const { token, billingContact, shippingContact } = event.payment;
    const shipping = addressOfContact(shippingContact);
    const billing = billingContact ? addressOfContact(billingContact, shippingContact) : shipping;
    isSettled = true;
    run
      .pay({
        shipping,
        billing,
        approvedTotal: amounts.total_amount,
        approve: async (orderId) => {
          await run.applepay.confirmOrder({ orderId, token, billingContact, shippingContact });
        },
      })
      .then((isPaid) => sheet.completePayment(isPaid ? run.Session.STATUS_SUCCESS : run.Session.STATUS_FAILURE))
      .catch(() => sheet.completePayment(run.Session.STATUS_FAILURE));
  };

  sheet.oncancel = () => {
    if (!isSettled) run.cancelled();
  };

  sheet.begin();
  return sheet;
}

/** Apple Pay on this device: Safari's ApplePaySession, when it says the device can pay. */
export function applePaySessionClass(): ApplePaySessionClass | null {
  const Session = (globalThis as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;
  try {
    return Session?.canMakePayments() ? Session : null;
  } catch {
    return null;
  }
}
