import { lazy, Suspense, useState } from 'react';
import { useOffers } from '../../../shared/claims/get-offers';
import { seenExitOffers } from '../lib/exit-intent';
import { exitOfferFor } from '../lib/offer-lookup';

// The dialog (Radix's dialog, the coupon's application) loads only on a page whose product has an
// exit offer: most pages have none.
const ExitOfferDialog = lazy(() => import('./exit-offer-dialog').then((module) => ({ default: module.ExitOfferDialog })));

/**
 * The exit-offer popup (storefront §4, checkout §4) for a product whose exit offer is in the
 * offers data: armed `delay_seconds` after arrival, shown when the visitor heads away, once per
 * visitor, with the offer's code and a button that applies it to the cart.
 */
export function ExitOfferPopup({ productId }: { productId: number | null }) {
  const offers = useOffers(productId !== null);
  // Read once: the dialog marks its offer as seen when it opens and must stay mounted while open.
  // A page rendered on the server has no storage (and the dialog starts closed there).
  const [seenBefore] = useState(() => (typeof localStorage === 'undefined' ? [] : seenExitOffers(localStorage)));
  // The delay counts from arrival on the page, not from when the offers data came in.
  const [arrivedAt] = useState(() => Date.now());
  const offer = exitOfferFor(offers.data, productId);
  if (!offer || seenBefore.includes(offer.coupon_code)) return null;
  return (
    <Suspense fallback={null}>
      <ExitOfferDialog key={offer.coupon_code} offer={offer} arrivedAt={arrivedAt} />
    </Suspense>
  );
}
