import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { WalletAddress, WalletMethod } from '@upline/contract/checkout';
import { fromDecimal } from '@upline/domain/money';
import { useCartStore } from '../../../shared/cart/cart-store';
import type { CartCurrency } from '../../../shared/cart/cart-types';
import { useSessionStore } from '../../../shared/session/session-store';
import { confirmExpressAddress, createExpressSession, processExpressPayment } from '../api/express-checkout';
import { createPaypalOrder } from '../api/paypal-order';
import { trackCheckoutEvent } from '../api/track-event';
import { expressErrorOf, type ExpressPayer, type ExpressStage } from '../lib/express-errors';
import { expressCreateBodyOf, expressNextPath, expressPaymentBodyOf, expressSessionOf, type WalletPayment } from '../lib/express-request';
import { expressReducer, idleExpress, type ExpressSession, type SessionAmounts } from '../lib/express-state';
import { confirmsWalletAddress, missingAddressFields, modalModeFor, toWalletAddress, type EditableAddress } from '../lib/wallet-address';
import type { WalletAuthorization } from '../components/express/apple-pay-session';

/** Checkout §4: the address buttons act after 100 ms; the success redirect after 500 ms. */
export const ADDRESS_DELAY_MS = 100;
export const REDIRECT_DELAY_MS = 500;

interface ExpressOptions {
  currency: CartCurrency;
  /** The address the shopper already typed in the form, as the modal starts from. */
  addressFromForm: () => EditableAddress;
}

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));
const walletKind = (method: WalletMethod): ExpressPayer => (method === 'paypal' ? 'paypal' : 'wallet');
/** Google Pay and Apple Pay paying through their own sheets (PayPal configured). */
const sheetPayer = (method: WalletMethod): ExpressPayer => (method === 'google_pay_via_paypal' ? 'google' : method === 'apple_pay_via_paypal' ? 'apple' : 'paypal');

/** A refusal that carries a message key of the catalogue rather than a text. */
class TotalChangedError extends Error {
  constructor() {
    super('The total changed for this address');
    this.name = 'TotalChangedError';
  }
}

/**
 * The express wallet widget (checkout §2, §4): create the session, show the wallet sheet, take
 * the address through the modal (confirmed with the server, which recomputes shipping and tax),
 * then pay; success clears the cart and goes to PaymentSuccess after 500 ms. With PayPal not
 * configured, the server's built-in PayPal stand-in approves the payment without a buyer window.
 */
export function useExpressCheckout({ currency, addressFromForm }: ExpressOptions) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(expressReducer, idleExpress);
  const stateRef = useRef(state);
  stateRef.current = state;
  const paypalOrderId = useRef<string | null>(null);

  const fail = useCallback(
    (error: unknown, stage: ExpressStage, method: WalletMethod, payer: ExpressPayer = walletKind(method)) => {
      if (error instanceof TotalChangedError) {
        dispatch({ type: 'failed', error: { key: 'totalChanged' } });
        return;
      }
      const described = expressErrorOf(error, stage, payer);
      if (method === 'paypal' && stage === 'payment') trackCheckoutEvent('paypal_error', { currency, error: error instanceof Error ? error.message : 'unknown' });
      dispatch({ type: 'failed', error: described });
    },
    [currency],
  );

  /** Click on a wallet button: a session for the cart, priced by the server (checkout §4 step 1). */
  const start = useCallback(
    async (method: WalletMethod) => {
      if (stateRef.current.status !== 'idle' && stateRef.current.status !== 'error') return;
      dispatch({ type: 'start', method });
      paypalOrderId.current = null;
      const session = useSessionStore.getState();
      const cart = useCartStore.getState();
      const address = addressFromForm();
      try {
        const created = await createExpressSession(
          expressCreateBodyOf(cart, {
            shopper: { language: session.language, userId: session.isLoggedIn && session.userData ? session.userData.id : null, referralId: session.referal_id },
            address,
            method,
            currency,
          }),
        );
        dispatch({ type: 'created', session: expressSessionOf(created) });
      } catch (error) {
        fail(error, 'create', method);
      }
    },
    [addressFromForm, currency, fail],
  );

  /** The wallet approved (the test sheet's button): the address modal takes over. */
  const approve = useCallback(() => {
    dispatch({ type: 'approved', address: addressFromForm() });
  }, [addressFromForm]);

  /** Cancel or close of the wallet sheet: the order, if any, stays saved for later (checkout §4 step 6). */
  const cancel = useCallback(() => {
    const current = stateRef.current;
    if (current.status !== 'sheet' && current.status !== 'address') return;
    if (current.method === 'paypal') trackCheckoutEvent('paypal_cancelled', { currency, checkout_id: current.session.checkoutId });
    dispatch({ type: 'failed', error: { key: paypalOrderId.current ? 'cancelledSaved' : 'cancelled' }, isCancel: true });
  }, [currency]);

  /** Creates the order (once), captures the wallet payment, clears the cart and shows the success panel. */
  const settle = useCallback(
    async (session: ExpressSession, method: WalletMethod, payment: WalletPayment) => {
      const paid = await processExpressPayment(expressPaymentBodyOf(session, method, payment));
      trackCheckoutEvent('payment_captured', { currency: paid.currency, order_id: paid.order_id, transaction_id: paid.transaction_id, payment_method: method });
      useCartStore.getState().resetCart();
      dispatch({
        type: 'succeeded',
        result: {
          orderId: paid.order_id,
          orderNumber: paid.order_number,
          transactionId: paid.transaction_id,
          amount: paid.amount,
          currency: paid.currency,
          next: paid.needs_shipping_update ? 'shipping-update' : 'success',
        },
      });
    },
    [],
  );

  /** Pays the session (checkout §4 step 5): the order is created once and the payment captured. */
  const pay = useCallback(
    async (address: EditableAddress | null) => {
      const current = stateRef.current;
      if (current.status !== 'address' && current.status !== 'sheet') return;
      const { session, method } = current;
      dispatch({ type: 'processing' });
      try {
        await settle(session, method, { token: paypalOrderId.current, address });
      } catch (error) {
        // The shop's process-payment refused the approved payment: 'Payment processing failed: {message}'
        // (checkout §8); 'PayPal payment failed: ...' is for the PayPal buttons' own errors.
        fail(error, 'payment', method, 'wallet');
      }
    },
    [fail, settle],
  );

  /** Use This Address / Save & Continue: confirm with the server (new amounts), then continue the pending payment. */
  const confirmAddress = useCallback(
    async (address: EditableAddress, stage: 'confirm-address' | 'save-address'): Promise<boolean> => {
      const current = stateRef.current;
      if (current.status !== 'address') return false;
      if (stage === 'save-address' && missingAddressFields(address).length > 0) return false;
      dispatch({ type: 'address-busy' });
      await wait(ADDRESS_DELAY_MS);
      try {
        const confirmed = await confirmExpressAddress({
          checkout_id: current.session.checkoutId,
          shipping_address: toWalletAddress(address),
          billing_address: toWalletAddress(address),
        });
        dispatch({ type: 'amounts', amounts: confirmed, address });
      } catch (error) {
        fail(error, stage, current.method);
        return false;
      }
      await pay(address);
      return true;
    },
    [fail, pay],
  );

  /** PayPal configured: the buttons' createOrder for the session's pending order. */
  const createPaypalOrderForSession = useCallback(async (): Promise<string> => {
    const current = stateRef.current;
    if (current.status !== 'sheet') throw new Error('No checkout ID available for payment processing');
    const created = await createPaypalOrder({ checkout_id: current.session.checkoutId }, current.method);
    paypalOrderId.current = created.paypal_order_id;
    return created.paypal_order_id;
  }, []);

  /** PayPal configured: the buyer changed the address in PayPal; a refusal rejects the change. */
  const paypalAddressChanged = useCallback(async (address: { city: string; state: string; countryCode: string; postalCode: string }) => {
    const current = stateRef.current;
    if (current.status !== 'sheet') return;
    const confirmed = await confirmExpressAddress({
      checkout_id: current.session.checkoutId,
      shipping_address: { city: address.city, state: address.state, postal_code: address.postalCode, country: address.countryCode },
      shipping_only: true,
    });
    dispatch({ type: 'amounts', amounts: confirmed });
  }, []);

  /** PayPal configured: the buyer approved in PayPal; the capture gives the address. */
  const paypalApproved = useCallback(async () => pay(null), [pay]);

  /**
   * Google Pay / Apple Pay: the destination the buyer picked in the wallet's sheet, priced by the
   * server (a refusal throws, and the sheet refuses the address).
   */
  const priceWalletDestination = useCallback(async (destination: WalletAddress): Promise<SessionAmounts> => {
    const current = stateRef.current;
    if (current.status !== 'sheet') throw new Error('No checkout ID available for address confirmation');
    const confirmed = await confirmExpressAddress({ checkout_id: current.session.checkoutId, shipping_address: destination, shipping_only: true });
    dispatch({ type: 'amounts', amounts: confirmed });
    return confirmed;
  }, []);

  /**
   * Google Pay / Apple Pay authorized in their sheet (checkout §4): the wallet's address is
   * confirmed with the server (Google Pay's only when complete), which prices it; the server
   * creates the session's PayPal order; the wallet confirms it at PayPal with its payment
   * source; process-payment captures it. True when the order is paid; a failure shows the
   * wallet's error ('Apple Pay payment failed: ...').
   */
  const payWithWallet = useCallback(
    async (authorization: WalletAuthorization): Promise<boolean> => {
      const current = stateRef.current;
      if (current.status !== 'sheet') return false;
      const { method } = current;
      let session = current.session;
      const payer = sheetPayer(method);
      const { shipping, billing } = authorization;
      if (confirmsWalletAddress(method, shipping)) {
        try {
          const confirmed = await confirmExpressAddress({ checkout_id: session.checkoutId, shipping_address: toWalletAddress(shipping), billing_address: toWalletAddress(billing) });
          dispatch({ type: 'amounts', amounts: confirmed });
          session = { ...session, ...confirmed };
          if (authorization.approvedTotal !== undefined && fromDecimal(confirmed.total_amount) !== fromDecimal(authorization.approvedTotal)) throw new TotalChangedError();
        } catch (error) {
          fail(error, error instanceof TotalChangedError ? 'payment' : 'confirm-address', method, payer);
          return false;
        }
      }
      dispatch({ type: 'processing' });
      try {
        const created = await createPaypalOrder({ checkout_id: session.checkoutId }, method);
        paypalOrderId.current = created.paypal_order_id;
        await authorization.approve(created.paypal_order_id);
        await settle(session, method, { token: created.paypal_order_id, address: shipping, billing });
        return true;
      } catch (error) {
        fail(error, 'payment', method, payer);
        return false;
      }
    },
    [fail, settle],
  );

  /** Google Pay / Apple Pay failed in their own sheet or script ('Google Pay payment failed: {message}'). */
  const walletFailed = useCallback(
    (error: unknown) => {
      const current = stateRef.current;
      if (current.status === 'idle') return;
      const method = current.method ?? 'apple_pay_via_paypal';
      fail(error, 'payment', method, sheetPayer(method));
    },
    [fail],
  );

  /** PayPal configured: the buttons failed (checkout §8 'PayPal payment failed: ...'). */
  const paypalError = useCallback(
    (error: unknown) => {
      const current = stateRef.current;
      fail(error, 'payment', current.status === 'idle' ? 'paypal' : (current.method ?? 'paypal'));
    },
    [fail],
  );

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  // Checkout §4: success redirects after 500 ms (the success panel shows meanwhile).
  useEffect(() => {
    if (state.status !== 'success') return;
    const timer = window.setTimeout(() => void navigate(nextPathOf(state.result, state.method)), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, state]);

  return {
    state,
    start,
    approve,
    cancel,
    edit: () => dispatch({ type: 'edit' }),
    /** Cancel in edit mode: back to the address as it was, or out of the payment when it had none. */
    cancelEdit: () => {
      const current = stateRef.current;
      if (current.status === 'address' && modalModeFor(current.address) === 'edit') cancel();
      else dispatch({ type: 'cancel-edit' });
    },
    paypalError,
    acceptAddress: (address: EditableAddress) => confirmAddress(address, 'confirm-address'),
    saveAddress: (address: EditableAddress) => confirmAddress(address, 'save-address'),
    createPaypalOrderForSession,
    paypalAddressChanged,
    paypalApproved,
    priceWalletDestination,
    payWithWallet,
    walletFailed,
    reset,
  };
}

export type ExpressCheckout = ReturnType<typeof useExpressCheckout>;

/** Where the widget goes after a success, under the stored referral prefix. */
export function nextPathOf(result: { orderId: number; orderNumber: string; next: 'success' | 'shipping-update' }, method: WalletMethod): string {
  return expressNextPath(result, method, useSessionStore.getState().userUrlName);
}
