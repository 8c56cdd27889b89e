import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CartQuoteRequest } from '@upline/contract/cart';
import { cartRefs } from '@upline/contract/cart-refs';
import type { ShopperType } from '@upline/domain/catalogue';
import { call } from '../../../shared/api/call';
import { useShopperType } from '../../../shared/cart/cart-shopper';
import { useCartStore } from '../../../shared/cart/cart-store';
import type { CartCurrency } from '../../../shared/cart/cart-types';
import { useSessionStore } from '../../../shared/session/session-store';
import { checkoutQuoteRequestOf, type QuoteDestination } from '../lib/checkout-quote-request';

/**
 * POST cart/quote for the checkout. Keyed by the request and the shopper type (the server prices
 * for the session's member type) and by the city: checkout §4 looks the rates up again when the
 * city, state or zip changes.
 */
export const checkoutQuoteQueryOptions = (request: CartQuoteRequest, shopperType: ShopperType, city: string) =>
  queryOptions({
    queryKey: ['checkout', 'quote', shopperType, request, city],
    queryFn: ({ signal }) => call(cartRefs.quote, { body: request, signal }),
    staleTime: 30_000,
  });

/** The server's quote of the cart for the chosen destination and shipping option. */
export function useCheckoutQuote(options: { currency: CartCurrency; destination: QuoteDestination | null; city: string; shippingOptionId: string | null }) {
  const cartItems = useCartStore((state) => state.cartItems);
  const couponCodeData = useCartStore((state) => state.couponCodeData);
  const language = useSessionStore((state) => state.language);
  const shopperType = useShopperType();
  const request = checkoutQuoteRequestOf(
    { cartItems, couponCodeData },
    { currency: options.currency, lang: language, destination: options.destination, shippingOptionId: options.shippingOptionId },
  );
  const query = checkoutQuoteQueryOptions(request ?? { lines: [] }, shopperType, options.destination ? options.city.trim() : '');
  const result = useQuery({ ...query, enabled: request !== null, placeholderData: keepPreviousData });
  return { ...result, queryKey: query.queryKey, hasRequest: request !== null };
}
