import type { Currency } from '@upline/domain/money';
import { isFreeShippingCart, quoteShipping, type ShippingOption } from '@upline/domain/shipping';
import { offersOfKind, type StoredOffer } from '../promotions/offer-data.js';
import type { PricingReference } from './pricing-reference.js';

/** True when a free-shipping offer covers every product of the cart for this country. */
export function isFreeShipping(offers: readonly StoredOffer[], productIds: readonly number[], countryCode: string): boolean {
  const lines = productIds.map((productId) => ({ productId }));
  return offersOfKind(offers, 'freeShipping').some((o) => isFreeShippingCart(lines, o.productIds, countryCode, o.countryCodes));
}

/** The carrier services for a destination, currency and unit count, cheapest first; free ones at zero. */
export async function shippingOptionsFor(
  reference: Pick<PricingReference, 'zoneRates'>,
  input: { countryCode: string; currency: Currency; quantity: number; productIds: readonly number[]; offers: readonly StoredOffer[] },
): Promise<{ options: ShippingOption[]; isFree: boolean }> {
  const { rates } = await reference.zoneRates(input.countryCode, input.currency);
  const isFree = input.productIds.length > 0 && isFreeShipping(input.offers, input.productIds, input.countryCode);
  return { options: quoteShipping({ zoneRates: rates, quantity: input.quantity, isFree }), isFree };
}
