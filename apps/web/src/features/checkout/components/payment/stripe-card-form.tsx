import { useEffect, useMemo, useState } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { useTranslation } from 'react-i18next';
import type { CardCollectorRef } from './card-collector';

/**
 * Stripe Elements (checkout §2 'Payment panel' with Stripe configured): the card fields live in
 * Stripe's iframe, so the number never reaches the shop. This module, and Stripe.js with it, is
 * only loaded when the shop's card provider is Stripe.
 */
export default function StripeCardForm({ publishableKey, collectorRef, locale }: { publishableKey: string; collectorRef: CardCollectorRef; locale: string }) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ locale: locale === 'fr' ? 'fr' : 'en' }}>
      <StripeCardFields collectorRef={collectorRef} />
    </Elements>
  );
}

function StripeCardFields({ collectorRef }: { collectorRef: CardCollectorRef }) {
  const { t } = useTranslation('checkout');
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    collectorRef.current = {
      collect: async (billing) => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { ok: false, message: t('card.stripeLoading') };
        const result = await stripe.createPaymentMethod({
          type: 'card',
          card,
          billing_details: { name: billing.name, ...(billing.email ? { email: billing.email } : {}) },
        });
        if (result.error) {
          setError(result.error.message ?? null);
          return { ok: false, message: result.error.message ?? t('card.stripeFailed') };
        }
        return { ok: true, paymentMethodId: result.paymentMethod.id };
      },
    };
    return () => {
      collectorRef.current = null;
    };
  }, [collectorRef, elements, stripe, t]);

  return (
    <fieldset className="space-y-2" data-testid="stripe-card-form">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('card.legend')}</legend>
      <div className="field-input flex items-center py-3">
        <div className="w-full">
          <CardElement options={{ hidePostalCode: true, style: { base: { fontSize: '16px', color: '#1d2a22' } } }} onChange={() => setError(null)} />
        </div>
      </div>
      {!stripe && <p className="text-sm text-ink-muted">{t('card.stripeLoading')}</p>}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
