import { autoshipTermsText } from '@upline/domain/subscriptions';
import type { Currency } from '@upline/domain/money';
import type { CartQuoteMinor } from '../cart/quote-cart.js';
import type { AutoshipConsent } from '../orders/order-draft.js';

/** The autoship products of a quote at today's autoship price, in minor units. */
export const autoshipItemsMinor = (quote: Pick<CartQuoteMinor, 'items'>): number =>
  quote.items.filter((i) => i.isAutoship).reduce((sum, i) => sum + i.lineTotalMinor, 0);

/**
 * The consent stored with an autoship order: the terms text the checkout showed (built by the
 * same domain function from the same figures), the time and the shopper's address.
 */
export function autoshipConsentOf(quote: Pick<CartQuoteMinor, 'items'>, currency: Currency, now: Date, lang: string | undefined, ip: string | null): AutoshipConsent {
  const text = autoshipTermsText({ amountMinor: autoshipItemsMinor(quote), currency, startsAt: now, ...(lang ? { lang } : {}) });
  return { text, acceptedAt: now.toISOString(), ip };
}
