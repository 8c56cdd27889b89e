import { useSearchParams } from 'react-router';
import { CouponBox } from '../../../features/cart/components/coupon-box';
import { CheckoutPage } from '../../../features/checkout/components/checkout-page';
import { CheckoutPending } from '../../../features/checkout/components/checkout-page-parts';
import { useIsHydratedInTransition } from '../../../shared/hooks/use-is-hydrated';
import { useOffers } from '../../../shared/claims/get-offers';
import { landingOfferFor } from '../../../features/promotions/lib/offer-lookup';
import { queryProductId } from '../../../features/promotions/lib/offer-url';
import { useMarketingTags } from '../../../shared/marketing/use-marketing-tags';

/**
 * Checkout (checkout §2): the checkout feature's page with the cart feature's coupon box and the
 * offers data of the promotions feature (the `product` parameter's landing message, the products
 * running buy-2-get-1-free). The flash-sale banner of `product` is the layout's. The shop's
 * marketing tags, when configured, load about 1 s after the page shows (checkout §2 'Other').
 * The server renders the banner only (decision 0041): the rest needs the visitor's cart.
 */
export function CheckoutRoute() {
  const [search] = useSearchParams();
  const offers = useOffers();
  useMarketingTags();
  const isHydrated = useIsHydratedInTransition();
  if (!isHydrated) return <CheckoutPending />;
  const landing = landingOfferFor(offers.data, queryProductId(search));
  const bogoProductIds = (offers.data ?? []).flatMap((offer) => (offer.kind === 'buyTwoGetOneFree' ? offer.product_ids : []));
  return (
    <CheckoutPage
      offers={{ isReady: offers.isSuccess || offers.isError, landingMessage: landing?.checkout_message ?? null, bogoProductIds }}
      couponBox={(refusal) => <CouponBox refusal={refusal} />}
    />
  );
}
