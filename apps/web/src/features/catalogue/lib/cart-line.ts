import type { CartItem, PurchaseType } from '../../../shared/cart/cart-types';
import { cartDescriptionWords, firstWords } from './text-preview';

export interface NewCartLine {
  id: number;
  name: string;
  description: string;
  image: string | null;
  hoverImage: string | null;
  quantity: number;
  /** Unit price after tier and purchase type, minor units. */
  priceMinor: number;
  /** The shopper type's one-time sale price, minor units. */
  salePriceMinor: number;
  purchaseType: PurchaseType;
}

/** A cart line with the spec's fields (storefront §3): the description is cut to 10 words. */
export function toCartItem(line: NewCartLine): CartItem {
  return {
    id: line.id,
    name: line.name,
    description: firstWords(line.description, cartDescriptionWords),
    image: line.image,
    hoverImage: line.hoverImage,
    quantity: line.quantity,
    price: line.priceMinor,
    sale_price: line.salePriceMinor,
    purchaseType: line.purchaseType,
  };
}

/** Units of a product already in the cart (the tier is matched on these plus the chosen quantity). */
export function quantityInCart(items: readonly CartItem[], productId: number): number {
  return items.filter((item) => item.id === productId).reduce((sum, item) => sum + item.quantity, 0);
}
