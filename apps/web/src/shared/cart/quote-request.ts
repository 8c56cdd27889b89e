import type { CartQuoteRequest } from '@upline/contract/cart';
import { bogoLineOf } from './cart-rules';
import type { CartState } from './cart-state';
import type { CartCurrency } from './cart-types';

/**
 * The POST cart/quote body for the browser's cart: product, quantity and purchase type of each
 * line, the applied coupon's code, the buy-2-get-1-free offer when the cart is in it, currency and
 * language. No price travels: the server prices the lines itself. Null for an empty cart.
 */
export function quoteRequestOf(
  cart: Pick<CartState, 'cartItems' | 'couponCodeData'>,
  currency: CartCurrency,
  lang: string,
): CartQuoteRequest | null {
  if (cart.cartItems.length === 0) return null;
  const offer = bogoLineOf(cart.cartItems);
  return {
    lines: cart.cartItems.map((item) => ({ productId: item.id, quantity: item.quantity, purchaseType: item.purchaseType })),
    currency,
    lang,
    ...(cart.couponCodeData.codeApplied && cart.couponCodeData.discountCode ? { couponCode: cart.couponCodeData.discountCode } : {}),
    ...(offer ? { offer: { kind: 'buyTwoGetOneFree' as const, productId: offer.id } } : {}),
  };
}
