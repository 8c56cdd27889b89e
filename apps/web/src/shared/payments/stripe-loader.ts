import type { Stripe } from '@stripe/stripe-js';

const loading = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a publishable key, fetched on first use only: the module that adds Stripe's
 * script is imported here, so pages without Stripe never load it. One load per key; a failed load
 * (Stripe's servers unreachable) resolves to null and is forgotten, so that the next card field
 * tries again; meanwhile the field shows its loading text.
 */
export function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  const known = loading.get(publishableKey);
  if (known) return known;
  const promise = import('@stripe/stripe-js')
    .then(({ loadStripe }) => loadStripe(publishableKey))
    .catch(() => {
      loading.delete(publishableKey);
      return null;
    });
  loading.set(publishableKey, promise);
  return promise;
}
