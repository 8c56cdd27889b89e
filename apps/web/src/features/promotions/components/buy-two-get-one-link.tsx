import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { priceGroupOf } from '@upline/domain/catalogue';
import { startBuyTwoGetOne } from '../../../shared/cart/cart-actions';
import { cartProductOf } from '../../../shared/cart/cart-product';
import { bogoLineOf } from '../../../shared/cart/cart-rules';
import { useShopperType } from '../../../shared/cart/cart-shopper';
import { useCartStore } from '../../../shared/cart/cart-store';
import { useOffers } from '../../../shared/claims/get-offers';
import { useOfferProduct } from '../api/get-offer-product';
import { runsBuyTwoGetOne } from '../lib/offer-lookup';
import { isDoubleOffer, pageProductId } from '../lib/offer-url';

/**
 * The buy-2-get-1-free link (checkout §2 and §4): arriving with `double=true` on a product that
 * runs the offer puts that product in the cart as 3 units at two thirds of the sale price (the
 * cart popup stays closed), once per arrival. A cart in the offer seen on any other address has
 * left the offer and is emptied.
 */
export function BuyTwoGetOneLink() {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const productId = pageProductId(location.pathname, search);
  const isDouble = isDoubleOffer(search) && productId !== null;
  const offerLine = useCartStore((state) => bogoLineOf(state.cartItems));
  const resetCart = useCartStore((state) => state.resetCart);
  const shopperType = useShopperType();
  const offers = useOffers(isDouble);
  const appliedFor = useRef<string | null>(null);
  const needsLine = isDouble && runsBuyTwoGetOne(offers.data, productId) && offerLine?.id !== productId && appliedFor.current !== location.key;
  const product = useOfferProduct(needsLine ? productId : null);

  useEffect(() => {
    if (offerLine && !(isDouble && productId === offerLine.id)) resetCart();
  }, [offerLine, isDouble, productId, resetCart]);

  useEffect(() => {
    const found = product.data;
    if (!needsLine || !found || found.id !== productId) return;
    appliedFor.current = location.key;
    startBuyTwoGetOne(
      {
        id: found.id,
        name: found.name,
        description: found.description,
        image: found.thumbnail_url,
        hoverImage: found.images_url[0] ?? null,
        salePriceMinor: cartProductOf(found).prices[priceGroupOf(shopperType)].sale,
      },
      found,
    );
  }, [needsLine, product.data, productId, location.key, shopperType]);

  return null;
}
