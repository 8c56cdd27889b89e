import { useEffect, useRef, useState } from 'react';
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
  /** The provider's refusal of the last card, shown under the field until the next attempt. */
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    collectorRef.current = {
      collect: async (billing) => {
        const handle = handleRef.current;
        if (!handle) return { ok: false, message: t('card.stripeLoading') };
        setRefusal(null);
        return handle.createPaymentMethod(billing);
      },
      authenticate: async (clientSecret) => {
        const handle = handleRef.current;
        if (!handle) return { ok: false, message: t('card.stripeLoading') };
        return handle.handleNextAction(clientSecret);
      },
      showRefusal: setRefusal,
    };
    return () => {
      collectorRef.current = null;
    };
  }, [collectorRef, t]);

  return (
    <>
      <StripeCardField
        publishableKey={publishableKey}
        locale={locale}
        handleRef={handleRef}
        texts={{ legend: t('card.legend'), loading: t('card.stripeLoading'), failed: t('card.stripeFailed') }}
      />
      {refusal && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {refusal}
        </p>
      )}
    </>
  );
}
