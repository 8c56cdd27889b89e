import type { Offer } from '@upline/contract/promotions';

// The offers are data (GET offers): which products run buy-2-get-1-free, open as a landing page,
// arm the exit popup or show a flash-sale banner. These look-ups read that list, never an id in code.

export type LandingOffer = Extract<Offer, { kind: 'landing' }>;
export type ExitOffer = Extract<Offer, { kind: 'exitOffer' }>;
export type FlashSaleOffer = Extract<Offer, { kind: 'flashSale' }>;

/** The landing offer of a product (hides the header's top strip, checkout messaging), or null. */
export function landingOfferFor(offers: readonly Offer[] | undefined, productId: number | null): LandingOffer | null {
  if (productId === null) return null;
  return offers?.find((offer): offer is LandingOffer => offer.kind === 'landing' && offer.product_id === productId) ?? null;
}

/** The exit offer armed for a product, or null. */
export function exitOfferFor(offers: readonly Offer[] | undefined, productId: number | null): ExitOffer | null {
  if (productId === null) return null;
  return offers?.find((offer): offer is ExitOffer => offer.kind === 'exitOffer' && offer.product_id === productId) ?? null;
}

/** The flash sale running on a product, or null. */
export function flashSaleFor(offers: readonly Offer[] | undefined, productId: number | null): FlashSaleOffer | null {
  if (productId === null) return null;
  return offers?.find((offer): offer is FlashSaleOffer => offer.kind === 'flashSale' && offer.product_id === productId) ?? null;
}

/** True when the product runs the buy-2-get-1-free offer. */
export function runsBuyTwoGetOne(offers: readonly Offer[] | undefined, productId: number | null): boolean {
  if (productId === null) return false;
  return offers?.some((offer) => offer.kind === 'buyTwoGetOneFree' && offer.product_ids.includes(productId)) ?? false;
}
