import type { CartProductSource } from '../../../shared/cart/cart-product';
import { cartProductOf } from '../../../shared/cart/cart-product';
import { cartDescription } from '../../../shared/cart/cart-rules';
import type { CartItem } from '../../../shared/cart/cart-types';
import type { OfferProduct } from '../../../shared/cart/cart-rules';
import { ONE_TIME, priceGroupOf, type ShopperType } from '@upline/domain/catalogue';

export interface PreloadProduct extends CartProductSource {
  name: string;
  description: string;
  short_description: string;
  thumbnail_url: string | null;
  images_url: string[];
}

/** What to do with checkout §2's `product`: nothing, one unit in the cart, or the buy-2-get-1-free line. */
export type PreloadAction = { kind: 'none' } | { kind: 'add'; line: CartItem } | { kind: 'bogo'; offer: OfferProduct };

/**
 * Checkout §2 `product` (and `double=true`): the product goes into the cart once, one unit at the
 * shopper's one-time sale price (the cart prices it again with its tiers); with `double=true` on a
 * product that runs the offer, the cart becomes the buy-2-get-1-free line. A product already in
 * the cart (a reload) is left as it is.
 */
export function preloadActionOf(
  product: PreloadProduct,
  cartItems: readonly CartItem[],
  context: { shopperType: ShopperType; isDouble: boolean; runsBogo: boolean },
): PreloadAction {
  const sale = cartProductOf(product).prices[priceGroupOf(context.shopperType)].sale;
  const image = product.thumbnail_url ?? product.images_url[0] ?? null;
  const description = product.short_description || product.description;
  if (context.isDouble && context.runsBogo) {
    const isInOffer = cartItems.length === 1 && cartItems[0]?.id === product.id && cartItems[0].isBogoOffer === true;
    if (isInOffer) return { kind: 'none' };
    return { kind: 'bogo', offer: { id: product.id, name: product.name, description, image, hoverImage: product.images_url[1] ?? null, salePriceMinor: sale } };
  }
  if (cartItems.some((item) => item.id === product.id)) return { kind: 'none' };
  return {
    kind: 'add',
    line: {
      id: product.id,
      name: product.name,
      description: cartDescription(description),
      image,
      hoverImage: product.images_url[1] ?? null,
      quantity: 1,
      price: sale,
      sale_price: sale,
      purchaseType: ONE_TIME,
    },
  };
}
