import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { WalletMethod } from '@upline/contract/checkout';
import { useCartStore } from '../../../shared/cart/cart-store';
import type { CartCurrency } from '../../../shared/cart/cart-types';
import { useSessionStore } from '../../../shared/session/session-store';
import { confirmExpressAddress, createExpressSession } from '../api/express-checkout';
import { trackCheckoutEvent } from '../api/track-event';
import { expressCreateBodyOf, expressNextPath, expressSessionOf } from '../lib/express-request';
import { cancelErrorOf } from '../lib/express-transitions';
import { missingAddressFields, modalModeFor, toWalletAddress, type EditableAddress } from '../lib/wallet-address';
import { useExpressPayment, type ExpressPayment } from './use-express-payment';
import { useExpressPaypal } from './use-express-paypal';
import { useExpressWalletSheet } from './use-express-wallet-sheet';

/** Checkout §4: the address buttons act after 100 ms; the success redirect after 500 ms. */
export const ADDRESS_DELAY_MS = 100;
export const REDIRECT_DELAY_MS = 500;

interface ExpressOptions {
  currency: CartCurrency;
  /** The address the shopper already typed in the form, as the modal starts from. */
  addressFromForm: () => EditableAddress;
}

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * The express wallet widget (checkout §2, §4): create the session, show the wallet sheet, take
 * the address through the modal (confirmed with the server, which recomputes shipping and tax),
 * then pay; success clears the cart and goes to PaymentSuccess after 500 ms. With PayPal not
 * configured, the server's built-in PayPal stand-in approves the payment without a buyer window.
 * The PayPal buttons' steps and the Google Pay / Apple Pay sheets' steps have hooks of their own.
 */
export function useExpressCheckout({ currency, addressFromForm }: ExpressOptions) {
  const payment = useExpressPayment(currency);
  const { state, dispatch } = payment;
  const { start, approve, cancel, cancelEdit } = useExpressSheet(payment, { currency, addressFromForm });
  const { acceptAddress, saveAddress } = useExpressAddress(payment);
  useSuccessRedirect(payment);
  const reset = useCallback(() => dispatch({ type: 'reset' }), [dispatch]);

  return {
    state,
    start,
    approve,
    cancel,
    edit: () => dispatch({ type: 'edit' }),
    /** Cancel in edit mode: back to the address as it was, or out of the payment when it had none. */
    cancelEdit,
    acceptAddress,
    saveAddress,
    ...useExpressPaypal(payment),
    ...useExpressWalletSheet(payment),
    reset,
  };
}

export type ExpressCheckout = ReturnType<typeof useExpressCheckout>;

/** The wallet sheet: opened by a wallet button with a session priced by the server, approved, or cancelled. */
function useExpressSheet({ stateRef, dispatch, paypalOrderId, fail }: ExpressPayment, { currency, addressFromForm }: ExpressOptions) {
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
    [stateRef, dispatch, paypalOrderId, addressFromForm, currency, fail],
  );

  /** The wallet approved (the test sheet's button): the address modal takes over. */
  const approve = useCallback(() => dispatch({ type: 'approved', address: addressFromForm() }), [dispatch, addressFromForm]);

  /** Cancel or close of the wallet sheet: the order, if any, stays saved for later (checkout §4 step 6). */
  const cancel = useCallback(() => {
    const current = stateRef.current;
    if (current.status !== 'sheet' && current.status !== 'address') return;
    if (current.method === 'paypal') trackCheckoutEvent('paypal_cancelled', { currency, checkout_id: current.session.checkoutId });
    dispatch({ type: 'failed', error: cancelErrorOf(Boolean(paypalOrderId.current)), isCancel: true });
  }, [stateRef, dispatch, paypalOrderId, currency]);

  const cancelEdit = () => {
    const current = stateRef.current;
    if (current.status === 'address' && modalModeFor(current.address) === 'edit') cancel();
    else dispatch({ type: 'cancel-edit' });
  };

  return { start, approve, cancel, cancelEdit };
}

/** The address modal: Use This Address / Save & Continue confirm with the server (new amounts), then continue the pending payment. */
function useExpressAddress({ stateRef, dispatch, fail, pay }: ExpressPayment) {
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
    [stateRef, dispatch, fail, pay],
  );

  return {
    acceptAddress: (address: EditableAddress) => confirmAddress(address, 'confirm-address'),
    saveAddress: (address: EditableAddress) => confirmAddress(address, 'save-address'),
  };
}

/** Checkout §4: success redirects after 500 ms (the success panel shows meanwhile). */
function useSuccessRedirect({ state }: ExpressPayment) {
  const navigate = useNavigate();
  useEffect(() => {
    if (state.status !== 'success') return;
    const timer = window.setTimeout(() => void navigate(nextPathOf(state.result, state.method)), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, state]);
}

/** Where the widget goes after a success, under the stored referral prefix. */
export function nextPathOf(result: { orderId: number; orderNumber: string; next: 'success' | 'shipping-update' }, method: WalletMethod): string {
  return expressNextPath(result, method, useSessionStore.getState().userUrlName);
}
