import { useCallback } from 'react';
import type { WalletAddress } from '@upline/contract/checkout';
import { confirmExpressAddress } from '../api/express-checkout';
import { createPaypalOrder } from '../api/paypal-order';
import type { SessionAmounts } from '../lib/express-state';
import { hasApprovedTotalChanged, sheetPayer, TotalChangedError } from '../lib/express-transitions';
import { confirmsWalletAddress, toWalletAddress } from '../lib/wallet-address';
import type { WalletAuthorization } from '../components/express/apple-pay-session';
import type { ExpressPayment } from './use-express-payment';

/** Google Pay and Apple Pay paying in their own sheets through PayPal (checkout §4). */
export function useExpressWalletSheet({ stateRef, dispatch, paypalOrderId, fail, settle }: ExpressPayment) {
  /** The destination the buyer picked in the wallet's sheet, priced by the server (a refusal throws, and the sheet refuses the address). */
  const priceWalletDestination = useCallback(
    async (destination: WalletAddress): Promise<SessionAmounts> => {
      const current = stateRef.current;
      if (current.status !== 'sheet') throw new Error('No checkout ID available for address confirmation');
      const confirmed = await confirmExpressAddress({ checkout_id: current.session.checkoutId, shipping_address: destination, shipping_only: true });
      dispatch({ type: 'amounts', amounts: confirmed });
      return confirmed;
    },
    [stateRef, dispatch],
  );

  /**
   * Authorized in the sheet: the wallet's address is confirmed with the server (Google Pay's only
   * when complete), which prices it; the server creates the session's PayPal order; the wallet
   * confirms it at PayPal with its payment source; process-payment captures it. True when the
   * order is paid; a failure shows the wallet's error ('Apple Pay payment failed: ...').
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
          if (hasApprovedTotalChanged(confirmed.total_amount, authorization.approvedTotal)) throw new TotalChangedError();
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
    [stateRef, dispatch, paypalOrderId, fail, settle],
  );

  /** Failed in the wallet's own sheet or script ('Google Pay payment failed: {message}'). */
  const walletFailed = useCallback(
    (error: unknown) => {
      const current = stateRef.current;
      if (current.status === 'idle') return;
      const method = current.method ?? 'apple_pay_via_paypal';
      fail(error, 'payment', method, sheetPayer(method));
    },
    [stateRef, fail],
  );

  return { priceWalletDestination, payWithWallet, walletFailed };
}
