import { useSearchParams } from 'react-router';
import { useOffers } from '../../../shared/claims/get-offers';
import { landingOfferFor, type LandingOffer } from '../lib/offer-lookup';
import { queryProductId } from '../lib/offer-url';

/**
 * The landing offer of the page's `?product=<id>` (storefront §2): whether the header's top strip
 * hides and the checkout's special message. Null without the parameter or without such an offer;
 * the offers are only asked for when the parameter is there.
 */
export function useLandingOffer(): LandingOffer | null {
  const [search] = useSearchParams();
  const productId = queryProductId(search);
  const offers = useOffers(productId !== null);
  return landingOfferFor(offers.data, productId);
}
