import type { PaymentsConfigResponse } from '@upline/contract/payments';

/** Which card form a page shows: Stripe Elements, or the built-in test gateway's form. */
export type CardFormKind = { kind: 'stripe'; publishableKey: string } | { kind: 'test' };

/**
 * Stripe Elements when the shop's card provider is Stripe and its publishable key is known; the
 * test card form otherwise, including while the configuration is still loading.
 */
export function cardFormKind(config: PaymentsConfigResponse | undefined): CardFormKind {
  const card = config?.card;
  if (card?.provider === 'stripe' && card.publishable_key) return { kind: 'stripe', publishableKey: card.publishable_key };
  return { kind: 'test' };
}
