import { queryOptions, useQuery } from '@tanstack/react-query';
import { wishlistRefs } from '@upline/contract/wishlist-refs';
import type { Currency } from '@upline/domain/money';
import { call } from '../../../shared/api/call';
import { useCartCurrency } from '../../../shared/cart/cart-shopper';
import { useSessionStore } from '../../../shared/session/session-store';

export const wishlistQueryKey = ['wishlist'] as const;

/**
 * GET wishlist?lang=&currency= : the signed-in member's saved products. The member comes from the
 * session cookie; no token travels in the URL (docs/spec-deviations.md).
 */
export const wishlistQueryOptions = (language: string, currency: Currency) =>
  queryOptions({
    queryKey: [...wishlistQueryKey, language, currency],
    queryFn: ({ signal }) => call(wishlistRefs.list, { query: { lang: language, currency }, signal }),
    select: (response) => response.products,
    staleTime: 60_000,
  });

/** The member's wishlist; nothing is asked for a visitor who is not signed in. */
export function useWishlist() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const language = useSessionStore((state) => state.language);
  const currency = useCartCurrency();
  return useQuery({ ...wishlistQueryOptions(language, currency), enabled: isLoggedIn });
}
