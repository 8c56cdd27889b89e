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

/**
 * Storefront §4, cart add: a product already in the cart gets the added quantity and the new
 * price, sale price and purchase type; anything else is appended. The input is left untouched.
 */
export function addCartItem(items: readonly CartItem[], added: CartItem): CartItem[] {
  const index = items.findIndex((item) => item.id === added.id);
  if (index === -1) return [...items, added];
  return items.map((item, at) =>
    at === index
      ? {
          ...item,
          quantity: item.quantity + added.quantity,
          price: added.price,
          sale_price: added.sale_price,
          purchaseType: added.purchaseType,
        }
      : item,
  );
}

/** Units of a product already in the cart (the tier is matched on these plus the chosen quantity). */
export function quantityInCart(items: readonly CartItem[], productId: number): number {
  return items.filter((item) => item.id === productId).reduce((sum, item) => sum + item.quantity, 0);
}
