import { useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { CartQuote } from '@upline/contract/cart';
import type { OrderCreated } from '@upline/contract/orders';
import { isApiError } from '../../../shared/api/api-error';
import { useCartStore } from '../../../shared/cart/cart-store';
import type { CartCurrency } from '../../../shared/cart/cart-types';
import { paths } from '../../../shared/paths';
import { useSessionStore } from '../../../shared/session/session-store';
import { createOrder } from '../api/create-order';
import { optInToNewsletter } from '../api/newsletter-opt-in';
import { PriceChangedError } from '../api/checkout-errors';
import { capturePaypalOrder, createPaypalOrder } from '../api/paypal-order';
import { processPayment } from '../api/process-payment';
import { trackCheckoutEvent } from '../api/track-event';
import type { CardCollectorRef } from '../components/payment/card-collector';
import type { CheckoutFormValues } from '../lib/checkout-form';
import { CardAuthenticationError, payWithCard } from '../lib/card-payment';
import { createAttempts, signatureOf } from '../lib/idempotency';
import { orderPayloadOf, orderSignatureOf } from '../lib/order-payload';

interface PlaceOrderOptions {
  quote: CartQuote | undefined;
  quoteKey: QueryKey;
  currency: CartCurrency;
  collectorRef: CardCollectorRef;
}

/** Card refusals carry the provider's message; outages and network errors a neutral one (docs/spec-deviations.md). */
function isProviderMessage(error: unknown): error is Error {
  return (isApiError(error) && error.status >= 400 && error.status < 500) || error instanceof CardAuthenticationError;
}

/**
 * Checkout §4 'Card flow' and 'PayPal flow (regular form)': create the order (POST orders or
 * guest/orders under an Idempotency-Key kept until success), then pay it (a card that needs 3-D
 * Secure runs its challenge first, Place Order staying busy meanwhile); success clears the cart
 * and goes to PaymentSuccess. A 409 shows the server's fresh quote and asks to confirm again; a
 * refused card shows the provider's message for 1.5 s and keeps the cart.
 */
export function usePlaceOrder({ quote, quoteKey, currency, collectorRef }: PlaceOrderOptions) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);
  const [isAuthenticating, setIsAuthenticating] = useState(false);
  const [hasPriceChanged, setHasPriceChanged] = useState(false);
  const busy = useRef(false);
  const orderAttempts = useRef(createAttempts()).current;
  const paymentAttempts = useRef(createAttempts()).current;
  const paypalOrder = useRef<{ orderId: number; total: number } | null>(null);

  const session = () => useSessionStore.getState();
  const eventData = (extra: Record<string, string | number | null> = {}) => ({ currency, ...extra });

  /** Creates the order (or gets the same one back for the same attempt); null when it failed and the shopper was told. */
  const placeOrder = async (values: CheckoutFormValues, paymentMethod: 'card' | 'paypal'): Promise<OrderCreated | null> => {
    if (!quote) return null;
    const { isLoggedIn, userData, referal_id, language } = session();
    const cart = useCartStore.getState();
    const userId = isLoggedIn && userData ? userData.id : null;
    const draft = orderPayloadOf({
      values,
      cartItems: cart.cartItems,
      coupon: cart.couponCodeData,
      quote,
      currency,
      userId,
      referalId: referal_id,
      lang: language,
      paymentMethod,
      orderDate: new Date(),
    });
    const attempt = orderAttempts.attemptFor(signatureOf(orderSignatureOf(draft)));
    const payload = { ...draft, order_date: attempt.startedAt.toISOString() };
    try {
      const created = await createOrder(payload, { isGuest: userId === null, idempotencyKey: attempt.key });
      setHasPriceChanged(false);
      // The member's own address, or the guest's (checkout §2 'stay up to date').
      const optInEmail = userId === null ? values.email.trim() : (userData?.email ?? '');
      if (values.stayup && optInEmail) optInToNewsletter({ email: optInEmail, consent_text: t('options.stayup'), language });
      trackCheckoutEvent('order_created', eventData({ order_id: created.data.order.id, total: created.data.order.total, payment_method: paymentMethod }));
      return created;
    } catch (error) {
      trackCheckoutEvent('order_creation_failed', eventData({ error: error instanceof Error ? error.message : 'unknown', payment_method: paymentMethod }));
      if (error instanceof PriceChangedError) {
        if (error.quote) queryClient.setQueryData(quoteKey, error.quote);
        else void queryClient.invalidateQueries({ queryKey: quoteKey });
        setHasPriceChanged(true);
        toast.warning(t('notices.pricesChangedTitle'), { description: t('notices.pricesChanged'), duration: 3000 });
      } else {
        toast.error(t('notices.orderCreationFailed'), { description: error instanceof Error ? error.message : undefined, duration: 3000 });
      }
      return null;
    }
  };

  const succeed = (orderId: number, method: string) => {
    orderAttempts.succeed();
    paymentAttempts.succeed();
    paypalOrder.current = null;
    useCartStore.getState().resetCart();
    toast.success(t('notices.paymentSuccessful'), { duration: 2000 });
    const search = new URLSearchParams({ order_id: String(orderId), payment_method: method });
    void navigate(`${paths.paymentSuccess(session().userUrlName)}?${search.toString()}`);
  };

  /** Place Order with the card form (checkout §4 'Card flow'). */
  const placeCardOrder = async (values: CheckoutFormValues) => {
    if (busy.current || !quote) return;
    busy.current = true;
    setIsBusy(true);
    try {
      const collector = collectorRef.current;
      if (!collector) return;
      const card = await collector.collect({ name: `${values.first_name} ${values.last_name}`.trim(), email: values.email.trim() || null });
      if (!card.ok) {
        if (card.message) toast.error(card.message, { duration: 1500 });
        return;
      }
      const created = await placeOrder(values, 'card');
      if (!created) return;
      const orderId = created.data.order.id;
      try {
        const paid = await payWithCard({ orderId, paymentMethodId: card.paymentMethodId }, paymentAttempts, {
          pay: processPayment,
          authenticate: collector.authenticate,
          onChallenge: () => setIsAuthenticating(true),
        });
        trackCheckoutEvent('payment_captured', eventData({ order_id: orderId, transaction_id: paid.data.transaction_id, payment_method: 'card' }));
        succeed(orderId, 'card');
      } catch (error) {
        const message = isProviderMessage(error) ? error.message : t('notices.cardNeutral');
        toast.error(message, { duration: 1500 });
        // The toast goes; the reason stays beside the card until the shopper changes it.
        collector.showRefusal(message);
      }
    } finally {
      busy.current = false;
      setIsBusy(false);
      setIsAuthenticating(false);
    }
  };

  /** The PayPal buttons' createOrder: our order first (server-priced), then its PayPal order. */
  const createPaypalOrderFor = async (values: CheckoutFormValues): Promise<string> => {
    const created = await placeOrder(values, 'paypal');
    if (!created) throw new Error(t('notices.orderCreationFailed'));
    const answer = await createPaypalOrder({ order_id: created.data.order.id });
    paypalOrder.current = { orderId: created.data.order.id, total: created.data.order.total };
    return answer.paypal_order_id;
  };

  /** The PayPal buttons' onApprove: capture, then the order is paid. */
  const capturePaypal = async (paypalOrderId: string) => {
    const order = paypalOrder.current;
    if (!order) return;
    const attempt = paymentAttempts.attemptFor(`paypal:${order.orderId}:${paypalOrderId}`);
    try {
      const paid = await capturePaypalOrder({ order_id: order.orderId, paypal_order_id: paypalOrderId }, attempt.key);
      trackCheckoutEvent('payment_captured', eventData({ order_id: order.orderId, transaction_id: paid.data.transaction_id, payment_method: 'paypal' }));
      succeed(order.orderId, 'paypal');
    } catch (error) {
      trackCheckoutEvent('paypal_error', eventData({ order_id: order.orderId, error: error instanceof Error ? error.message : 'capture failed' }));
      toast.error(t('notices.captureFailedTitle'), { description: t('notices.captureFailed'), duration: 3000 });
    }
  };

  const paypalCancelled = () => {
    trackCheckoutEvent('paypal_cancelled', eventData({ order_id: paypalOrder.current?.orderId ?? null }));
    toast.info(t('notices.paypalCancelledTitle'), { description: t('notices.paypalCancelled'), duration: 3000 });
  };

  const paypalFailed = (error: unknown) => {
    const message = error instanceof Error && error.message ? error.message : null;
    trackCheckoutEvent('paypal_error', eventData({ error: message }));
    toast.error(t('notices.paypalFailedTitle'), { description: message ?? t('notices.tryLater'), duration: 3000 });
  };

  return { isBusy, isAuthenticating, hasPriceChanged, placeCardOrder, createPaypalOrderFor, capturePaypal, paypalCancelled, paypalFailed };
}

export type PlaceOrder = ReturnType<typeof usePlaceOrder>;
