import { useLocation } from 'react-router';
import { pageProductId } from '../lib/offer-url';
import { BuyTwoGetOneLink } from './buy-two-get-one-link';
import { ExitOfferPopup } from './exit-offer-popup';

/**
 * The offers that follow the address, mounted once by the root layout: the buy-2-get-1-free
 * link and the exit-offer popup of the page's product (`?product=<id>` or a numeric product page).
 */
export function StorefrontOffers() {
  const location = useLocation();
  const productId = pageProductId(location.pathname, new URLSearchParams(location.search));
  return (
    <>
      <BuyTwoGetOneLink />
      <ExitOfferPopup key={productId ?? 'none'} productId={productId} />
    </>
  );
}
