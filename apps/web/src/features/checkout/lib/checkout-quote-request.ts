import type { CartQuoteRequest } from '@upline/contract/cart';
import { bogoLineOf } from '../../../shared/cart/cart-rules';
import type { CartState } from '../../../shared/cart/cart-state';
import type { CartCurrency } from '../../../shared/cart/cart-types';

/** Where the order goes, as far as pricing needs it; null parts are not chosen yet. */
export interface QuoteDestination {
  countryCode: string | null;
  stateId: number | null;
  zip: string;
}

/**
 * The POST cart/quote body of the checkout: the cart's lines (product, quantity, purchase type),
 * the applied coupon, the buy-2-get-1-free offer, and once a country is chosen the destination and
 * the chosen shipping option. No price travels: the server prices everything. Null for an empty cart.
 */
export function checkoutQuoteRequestOf(
  cart: Pick<CartState, 'cartItems' | 'couponCodeData'>,
  options: { currency: CartCurrency; lang: string; destination: QuoteDestination | null; shippingOptionId: string | null },
): CartQuoteRequest | null {
  if (cart.cartItems.length === 0) return null;
  const offer = bogoLineOf(cart.cartItems);
  const { destination } = options;
  const request: CartQuoteRequest = {
    lines: cart.cartItems.map((item) => ({ productId: item.id, quantity: item.quantity, purchaseType: item.purchaseType })),
    currency: options.currency,
    lang: options.lang,
  };
  if (cart.couponCodeData.codeApplied && cart.couponCodeData.discountCode) request.couponCode = cart.couponCodeData.discountCode;
  if (offer) request.offer = { kind: 'buyTwoGetOneFree', productId: offer.id };
  if (destination?.countryCode) {
    const zip = destination.zip.trim();
    request.address = {
      countryCode: destination.countryCode,
      ...(destination.stateId !== null ? { stateId: destination.stateId } : {}),
      ...(zip ? { zip } : {}),
    };
    if (options.shippingOptionId) request.shippingOptionId = options.shippingOptionId;
  }
  return request;
}
