import { useEffect, useMemo, useState } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripeJs } from './stripe-loader';
import { createPaymentMethod, handleNextAction, type StripeCardHandleRef, type StripeFallbackTexts } from './stripe-payment-method';

export interface StripeCardFieldProps {
  publishableKey: string;
  /** The page's language: Stripe's own messages follow it. */
  locale: string;
  /** Receives createPaymentMethod(), handleNextAction() and focus() while the field is mounted. */
  handleRef: StripeCardHandleRef;
  texts: StripeFallbackTexts & { legend: string };
  /** A message from the page about this card (a refusal by the server), shown beside the field. */
  error?: string;
  /** Called when the card is edited, so that the page can drop its message. */
  onEdit?: () => void;
}

/**
 * The Stripe Elements card field, for every page that takes a card when the shop's provider is
 * Stripe: the card lives in Stripe's iframe and never reaches the shop. Import this module lazily
 * (React.lazy), so that Stripe's code is only loaded where Stripe is configured.
 */
export default function StripeCardField(props: StripeCardFieldProps) {
  // Elements takes its Stripe promise once: it must stay the same object while mounted.
  const stripePromise = useMemo(() => loadStripeJs(props.publishableKey), [props.publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ locale: props.locale === 'fr' ? 'fr' : 'en' }}>
      <StripeCardInner {...props} />
    </Elements>
  );
}

function StripeCardInner({ handleRef, texts, error, onEdit }: StripeCardFieldProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [providerError, setProviderError] = useState<string | null>(null);
  const { loading, failed } = texts;

  useEffect(() => {
    handleRef.current = {
      createPaymentMethod: async (billing = {}) => {
        const result = await createPaymentMethod(stripe, elements?.getElement(CardElement) ?? null, billing, { loading, failed });
        setProviderError(result.ok ? null : result.message);
        return result;
      },
      handleNextAction: async (clientSecret) => {
        const result = await handleNextAction(stripe, clientSecret, { loading, failed });
        setProviderError(result.ok ? null : result.message);
        return result;
      },
      focus: () => elements?.getElement(CardElement)?.focus(),
    };
    return () => {
      handleRef.current = null;
    };
  }, [handleRef, elements, stripe, loading, failed]);

  const shown = providerError ?? error;
  return (
    <fieldset className="space-y-2" data-testid="stripe-card-form">
      <legend className="mb-2 text-sm font-semibold text-ink">{texts.legend}</legend>
      <div className={`field-input flex items-center py-3 ${shown ? 'border-red-700' : ''}`}>
        <div className="w-full">
          <CardElement
            options={{ hidePostalCode: true, style: { base: { fontSize: '16px', color: '#1d2a22' } } }}
            onChange={() => {
              setProviderError(null);
              onEdit?.();
            }}
          />
        </div>
      </div>
      {!stripe && <p className="text-sm text-ink-muted">{texts.loading}</p>}
      {shown && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
