import { useCallback } from 'react';
import { confirmExpressAddress } from '../api/express-checkout';
import { createPaypalOrder } from '../api/paypal-order';
import type { ExpressPayment } from './use-express-payment';

/** The PayPal buttons' side of the express widget (PayPal configured, checkout §4). */
export function useExpressPaypal({ stateRef, dispatch, paypalOrderId, fail, pay }: ExpressPayment) {
  /** The buttons' createOrder for the session's pending order. */
  const createPaypalOrderForSession = useCallback(async (): Promise<string> => {
    const current = stateRef.current;
    if (current.status !== 'sheet') throw new Error('No checkout ID available for payment processing');
    const created = await createPaypalOrder({ checkout_id: current.session.checkoutId }, current.method);
    paypalOrderId.current = created.paypal_order_id;
    return created.paypal_order_id;
  }, [stateRef, paypalOrderId]);

  /** The buyer changed the address in PayPal; a refusal rejects the change. */
  const paypalAddressChanged = useCallback(
    async (address: { city: string; state: string; countryCode: string; postalCode: string }) => {
      const current = stateRef.current;
      if (current.status !== 'sheet') return;
      const confirmed = await confirmExpressAddress({
        checkout_id: current.session.checkoutId,
        shipping_address: { city: address.city, state: address.state, postal_code: address.postalCode, country: address.countryCode },
        shipping_only: true,
      });
      dispatch({ type: 'amounts', amounts: confirmed });
    },
    [stateRef, dispatch],
  );

  /** The buyer approved in PayPal; the capture gives the address. */
  const paypalApproved = useCallback(async () => pay(null), [pay]);

  /** The buttons failed (checkout §8 'PayPal payment failed: ...'). */
  const paypalError = useCallback(
    (error: unknown) => {
      const current = stateRef.current;
      fail(error, 'payment', current.status === 'idle' ? 'paypal' : (current.method ?? 'paypal'));
    },
    [stateRef, fail],
  );

  return { createPaypalOrderForSession, paypalAddressChanged, paypalApproved, paypalError };
}
