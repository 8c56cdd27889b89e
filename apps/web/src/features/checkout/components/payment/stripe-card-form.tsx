import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import StripeCardField from '../../../../shared/payments/stripe-card-field';
import type { StripeCardHandle } from '../../../../shared/payments/stripe-payment-method';
import type { CardCollectorRef } from './card-collector';

/**
 * Stripe Elements in the payment panel (checkout §2 'Payment panel' with Stripe configured): the
 * shared card field, registered as the Place Order flow's card collector; its 3-D Secure challenge
 * is Stripe.js handleNextAction. This module, and Stripe.js with it, is only loaded when the
 * shop's card provider is Stripe.
 */
export default function StripeCardForm({ publishableKey, collectorRef, locale }: { publishableKey: string; collectorRef: CardCollectorRef; locale: string }) {
  const { t } = useTranslation('checkout');
  const handleRef = useRef<StripeCardHandle | null>(null);

  useEffect(() => {
    collectorRef.current = {
      collect: async (billing) => {
        const handle = handleRef.current;
        if (!handle) return { ok: false, message: t('card.stripeLoading') };
        return handle.createPaymentMethod(billing);
      },
      authenticate: async (clientSecret) => {
        const handle = handleRef.current;
        if (!handle) return { ok: false, message: t('card.stripeLoading') };
        return handle.handleNextAction(clientSecret);
      },
    };
    return () => {
      collectorRef.current = null;
    };
  }, [collectorRef, t]);

  return (
    <StripeCardField
      publishableKey={publishableKey}
      locale={locale}
      handleRef={handleRef}
      texts={{ legend: t('card.legend'), loading: t('card.stripeLoading'), failed: t('card.stripeFailed') }}
    />
  );
}
