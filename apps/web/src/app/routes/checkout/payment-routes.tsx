import { useCallback, useEffect, useRef, useState } from 'react';
import { trackCheckoutEvent } from '../../../features/checkout/api/track-event';
import { clearCheckoutSessionId } from '../../../features/checkout/lib/checkout-session-id';
import { PaymentFailedPage } from '../../../features/payments/components/payment-failed-page';
import { PaymentSuccessPage, type Conversion } from '../../../features/payments/components/payment-success-page';
import { ShippingUpdatePage } from '../../../features/payments/components/shipping-update-page';
import { sendMarketingConversion } from '../../../shared/marketing/marketing-tags';
import { useMarketingTags } from '../../../shared/marketing/use-marketing-tags';

// The payment pages of the payments feature, wired to the checkout's first-party analytics and
// its stored session id.

/**
 * PaymentSuccess: the conversion is recorded about 1 s after the page shows, first-party and,
 * when the shop configured them, with its advertising and pixel tags.
 */
export function PaymentSuccessRoute() {
  const tags = useMarketingTags();
  const [conversion, setConversion] = useState<Conversion | null>(null);
  const isTold = useRef(false);
  const onConversion = useCallback((recorded: Conversion) => {
    trackCheckoutEvent('conversion', {
      source: 'payment_success_page',
      order_id: recorded.orderId,
      payment_method: recorded.paymentMethod,
      total: recorded.total,
      ...(recorded.currency ? { currency: recorded.currency } : {}),
    });
    setConversion(recorded);
  }, []);
  // The tags hear of the conversion once both it and their configuration are known.
  useEffect(() => {
    if (!conversion || !tags || isTold.current) return;
    isTold.current = true;
    sendMarketingConversion(tags, { orderId: conversion.orderId, value: conversion.total, currency: conversion.currency });
  }, [conversion, tags]);
  return <PaymentSuccessPage onConversion={onConversion} />;
}

/** Payment failed: the stored checkout session id is cleared, then /order, silently. */
export function PaymentFailedRoute() {
  return <PaymentFailedPage onClear={clearCheckoutSessionId} />;
}

/** Shipping update: a failed update is recorded as payment_update_failed. */
export function ShippingUpdateRoute() {
  const onUpdateFailed = useCallback((message: string, orderId: number) => {
    trackCheckoutEvent('payment_update_failed', { order_id: orderId, error: message });
  }, []);
  return <ShippingUpdatePage onUpdateFailed={onUpdateFailed} />;
}
