import { useCallback, useReducer, useRef, type Dispatch, type RefObject } from 'react';
import type { WalletMethod } from '@upline/contract/checkout';
import { useCartStore } from '../../../shared/cart/cart-store';
import type { CartCurrency } from '../../../shared/cart/cart-types';
import { processExpressPayment } from '../api/express-checkout';
import { trackCheckoutEvent } from '../api/track-event';
import type { ExpressPayer, ExpressStage } from '../lib/express-errors';
import { expressPaymentBodyOf, type WalletPayment } from '../lib/express-request';
import { expressReducer, idleExpress, type ExpressEvent, type ExpressSession, type ExpressState } from '../lib/express-state';
import { expressFailureOf, expressSuccessOf, isPaypalPaymentFailure, walletKind } from '../lib/express-transitions';
import type { EditableAddress } from '../lib/wallet-address';

/** What the express widget's steps share: the state (and a ref to read it in callbacks), the PayPal order id, failing and paying. */
export interface ExpressPayment {
  state: ExpressState;
  stateRef: RefObject<ExpressState>;
  dispatch: Dispatch<ExpressEvent>;
  /** The PayPal order of the session once created (a cancel then keeps the order saved). */
  paypalOrderId: RefObject<string | null>;
  fail: (error: unknown, stage: ExpressStage, method: WalletMethod, payer?: ExpressPayer) => void;
  /** Creates the order (once), captures the wallet payment, clears the cart and shows the success panel. */
  settle: (session: ExpressSession, method: WalletMethod, payment: WalletPayment) => Promise<void>;
  /** Pays the pending session with the address given (null: the capture gives it); a refusal shows the shop's message. */
  pay: (address: EditableAddress | null) => Promise<void>;
}

/** The express widget's state machine (express-state) and its payment step (checkout §4 step 5). */
export function useExpressPayment(currency: CartCurrency): ExpressPayment {
  const [state, dispatch] = useReducer(expressReducer, idleExpress);
  const stateRef = useRef(state);
  stateRef.current = state;
  const paypalOrderId = useRef<string | null>(null);

  const fail = useCallback(
    (error: unknown, stage: ExpressStage, method: WalletMethod, payer: ExpressPayer = walletKind(method)) => {
      if (isPaypalPaymentFailure(error, stage, method)) trackCheckoutEvent('paypal_error', { currency, error: error instanceof Error ? error.message : 'unknown' });
      dispatch({ type: 'failed', error: expressFailureOf(error, stage, payer) });
    },
    [currency],
  );

  const settle = useCallback(async (session: ExpressSession, method: WalletMethod, payment: WalletPayment) => {
    const paid = await processExpressPayment(expressPaymentBodyOf(session, method, payment));
    trackCheckoutEvent('payment_captured', { currency: paid.currency, order_id: paid.order_id, transaction_id: paid.transaction_id, payment_method: method });
    useCartStore.getState().resetCart();
    dispatch({ type: 'succeeded', result: expressSuccessOf(paid) });
  }, []);

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

  return { state, stateRef, dispatch, paypalOrderId, fail, settle, pay };
}
