import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartQuote, CartQuoteRequest } from '@upline/contract/cart';
import type { ShopperType } from '@upline/domain/catalogue';
import { cartRefs } from '@upline/contract/cart-refs';
import { call } from '../../../shared/api/call';
import { useCartCurrency, useShopperType } from '../../../shared/cart/cart-shopper';
import { useCartStore } from '../../../shared/cart/cart-store';
import { useSessionStore } from '../../../shared/session/session-store';
import { quoteRequestOf } from '../../../shared/cart/quote-request';

/** POST cart/quote (extension): the server's price of the cart. */
export function quoteCart(request: CartQuoteRequest, signal?: AbortSignal): Promise<CartQuote> {
  return call(cartRefs.quote, { body: request, signal });
}

/**
 * Keyed by the request (lines, coupon, offer, currency, language) and by the shopper type: the
 * server prices for the session's member type, so a login or logout asks again.
 */
export const cartQuoteQueryOptions = (request: CartQuoteRequest, shopperType: ShopperType) =>
  queryOptions({
    queryKey: ['cart', 'quote', shopperType, request],
    queryFn: ({ signal }) => quoteCart(request, signal),
    staleTime: 60_000,
  });

/** The quote of the persisted cart; nothing is asked for an empty cart. */
export function useCartQuote() {
  const cartItems = useCartStore((state) => state.cartItems);
  const couponCodeData = useCartStore((state) => state.couponCodeData);
  const currency = useCartCurrency();
  const language = useSessionStore((state) => state.language);
  const shopperType = useShopperType();
  const request = quoteRequestOf({ cartItems, couponCodeData }, currency, language);
  return useQuery({
    ...cartQuoteQueryOptions(request ?? { lines: [] }, shopperType),
    enabled: request !== null,
  });
}
