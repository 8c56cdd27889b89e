import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { WalletMethod } from '@upline/contract/checkout';
import { useCartStore } from '../../../shared/cart/cart-store';
import type { CartCurrency } from '../../../shared/cart/cart-types';
import { useSessionStore } from '../../../shared/session/session-store';
import { confirmExpressAddress, createExpressSession, processExpressPayment } from '../api/express-checkout';
import { createPaypalOrder } from '../api/paypal-order';
import { trackCheckoutEvent } from '../api/track-event';
import { expressErrorOf, type ExpressStage } from '../lib/express-errors';
import { expressCreateBodyOf, expressNextPath } from '../lib/express-request';
import { expressReducer, idleExpress, type ExpressSession } from '../lib/express-state';
import { missingAddressFields, modalModeFor, toWalletAddress, type EditableAddress } from '../lib/wallet-address';

/** Checkout §4: the address buttons act after 100 ms; the success redirect after 500 ms. */
export const ADDRESS_DELAY_MS = 100;
export const REDIRECT_DELAY_MS = 500;

interface ExpressOptions {
  currency: CartCurrency;
  /** The address the shopper already typed in the form, as the modal starts from. */
  addressFromForm: () => EditableAddress;
}

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));
const walletKind = (method: WalletMethod) => (method === 'paypal' ? 'paypal' : 'wallet');

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
    (error: unknown, stage: ExpressStage, method: WalletMethod) => {
      const described = expressErrorOf(error, stage, walletKind(method));
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
        const expressSession: ExpressSession = {
          checkoutId: created.checkout_id,
          currency: created.currency,
          shipping_amount: created.shipping_amount,
          tax_amount: created.tax_amount,
          shipping_tax_amount: created.shipping_tax_amount,
          total_amount: created.total_amount,
        };
        dispatch({ type: 'created', session: expressSession });
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

  /** Pays the session (checkout §4 step 5): the order is created once and the payment captured. */
  const pay = useCallback(
    async (address: EditableAddress | null) => {
      const current = stateRef.current;
      if (current.status !== 'address' && current.status !== 'sheet') return;
      const { session, method } = current;
      dispatch({ type: 'processing' });
      try {
        const paid = await processExpressPayment({
          checkout_id: session.checkoutId,
          payment_method: method,
          ...(paypalOrderId.current ? { payment_token: paypalOrderId.current } : {}),
          ...(address
            ? {
                customer_data: { email: address.email, first_name: address.first_name, last_name: address.last_name, phone: address.phone },
                shipping_address: toWalletAddress(address),
                billing_address: toWalletAddress(address),
              }
            : {}),
        });
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
      } catch (error) {
        fail(error, 'payment', method);
      }
    },
    [fail],
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
    reset,
  };
}

export type ExpressCheckout = ReturnType<typeof useExpressCheckout>;

/** Where the widget goes after a success, under the stored referral prefix. */
export function nextPathOf(result: { orderId: number; orderNumber: string; next: 'success' | 'shipping-update' }, method: WalletMethod): string {
  return expressNextPath(result, method, useSessionStore.getState().userUrlName);
}
