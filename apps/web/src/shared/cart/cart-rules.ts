// The cart's rules of storefront §4 and §5 as pure functions: each takes the cart (or its lines)
// and returns the next one, never changing what it was given.
import { buyTwoGetOneFree, checkQuantity, MAX_LINE_QUANTITY } from '@upline/domain/cart';
import { AUTOSHIP, ONE_TIME } from '@upline/domain/catalogue';
import { emptyCart, type CartState } from './cart-state';
import type { CartItem } from './cart-types';

/** Storefront §9: the cart keeps the first 10 words of a product's description. */
export const CART_DESCRIPTION_WORDS = 10;

/** The first 10 words of a description, single-spaced. */
export function cartDescription(text: string): string {
  return text.trim().split(/\s+/).filter(Boolean).slice(0, CART_DESCRIPTION_WORDS).join(' ');
}

/** Sum of the quantities of every line: the number on the header's cart icon. */
export function totalQuantity(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** True when any line is bought on autoship (such a cart refuses coupons, storefront §5). */
export function hasAutoshipItem(items: readonly Pick<CartItem, 'purchaseType'>[]): boolean {
  return items.some((item) => item.purchaseType === AUTOSHIP);
}

/** The buy-2-get-1-free line of the cart, if the cart is in that offer. */
export function bogoLineOf(items: readonly CartItem[]): CartItem | null {
  return items.find((item) => item.isBogoOffer === true) ?? null;
}

/**
 * Storefront §4, cart add: a product already in the cart gets the added quantity (at most 60)
 * and the new line's price, sale price and purchase type; anything else is appended with its
 * description cut to 10 words. A buy-2-get-1-free line stays as it is: the offer is exactly 3 units.
 */
export function mergeCartItem(items: readonly CartItem[], added: CartItem): CartItem[] {
  const existing = items.find((item) => item.id === added.id);
  if (!existing) return [...items, { ...added, description: cartDescription(added.description) }];
  if (existing.isBogoOffer) return [...items];
  return items.map((item) =>
    item === existing
      ? {
          ...item,
          quantity: Math.min(item.quantity + added.quantity, MAX_LINE_QUANTITY),
          price: added.price,
          sale_price: added.sale_price,
          purchaseType: added.purchaseType,
        }
      : item,
  );
}

/** Storefront §4, cart remove: removing the last line resets the whole cart (items, coupon, shipping, tax, products). */
export function removeCartItem(cart: CartState, productId: number): CartState {
  const cartItems = cart.cartItems.filter((item) => item.id !== productId);
  if (cartItems.length === 0) return emptyCart;
  return { ...cart, cartItems };
}

export type QuantityChange =
  | { ok: true; items: CartItem[] }
  | { ok: false; reason: 'quantity-zero' | 'quantity-too-high' | 'fixed-by-offer' | 'not-in-cart' };

/** Sets a line's quantity: below 1 is refused ('Quantity can not be zero.'), above 60 too; an offer line keeps its 3 units. */
export function setItemQuantity(items: readonly CartItem[], productId: number, quantity: number): QuantityChange {
  const line = items.find((item) => item.id === productId);
  if (!line) return { ok: false, reason: 'not-in-cart' };
  const check = checkQuantity(quantity);
  if (!check.ok) return { ok: false, reason: check.reason };
  if (line.isBogoOffer) return quantity === line.quantity ? { ok: true, items: [...items] } : { ok: false, reason: 'fixed-by-offer' };
  return { ok: true, items: items.map((item) => (item === line ? { ...item, quantity: check.quantity } : item)) };
}

/** One unit less; at quantity 1 the decrease is refused (storefront §4). */
export function decreaseItemQuantity(items: readonly CartItem[], productId: number): QuantityChange {
  const line = items.find((item) => item.id === productId);
  return setItemQuantity(items, productId, (line?.quantity ?? 0) - 1);
}

/** One unit more, up to 60. */
export function increaseItemQuantity(items: readonly CartItem[], productId: number): QuantityChange {
  const line = items.find((item) => item.id === productId);
  return setItemQuantity(items, productId, (line?.quantity ?? 0) + 1);
}

export interface OfferProduct {
  id: number;
  name: string;
  description: string;
  image: string | null;
  hoverImage: string | null;
  /** The shopper's one-time sale price, minor units. */
  salePriceMinor: number;
}

/** Checkout §4, buy-2-get-1-free: 3 units at two thirds of the sale price each, the sale price kept as originalPrice. */
export function buyTwoGetOneLine(product: OfferProduct): CartItem {
  const offer = buyTwoGetOneFree(product.salePriceMinor);
  return {
    id: product.id,
    name: product.name,
    description: cartDescription(product.description),
    image: product.image,
    hoverImage: product.hoverImage,
    quantity: offer.quantity,
    price: offer.unitPriceMinor,
    sale_price: product.salePriceMinor,
    purchaseType: ONE_TIME,
    isBogoOffer: true,
    originalPrice: offer.originalPriceMinor,
  };
}

/** A line's total in minor units: exactly 2 × the sale price on an offer line, else unit price × quantity. */
export function cartLineTotal(item: CartItem): number {
  if (item.isBogoOffer && item.originalPrice !== undefined) return buyTwoGetOneFree(item.originalPrice).lineTotalMinor;
  return item.price * item.quantity;
}
