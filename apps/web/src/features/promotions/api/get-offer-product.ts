import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, ProductsResponse } from '@upline/contract/catalogue';
import { apiFetch } from '../../../shared/api/client';
import { useCartCurrency } from '../../../shared/cart/cart-shopper';
import { useSessionStore } from '../../../shared/session/session-store';

interface OfferProductRequest {
  productId: number;
  userType: 'customer' | 'ambassador' | 'scholar';
  language: string;
  currency: 'USD' | 'CAD';
}

/** GET product/{id}/{userType}/{lang}?currency= : the product an offer link puts in the cart. */
export const offerProductQueryOptions = (request: OfferProductRequest) =>
  queryOptions({
    queryKey: ['promotions', 'offer-product', request],
    queryFn: ({ signal }) =>
      apiFetch<ProductsResponse>(
        `/product/${request.productId}/${request.userType}/${encodeURIComponent(request.language)}?currency=${request.currency}`,
        { signal },
      ),
    select: (response): Product | null => response.products[0] ?? null,
    staleTime: 5 * 60_000,
  });

/** The offer product for the session's member type, language and currency; nothing is asked for null. */
export function useOfferProduct(productId: number | null) {
  const userType = useSessionStore((state) => (state.isLoggedIn && state.userType ? state.userType : 'customer'));
  const language = useSessionStore((state) => state.language);
  const currency = useCartCurrency();
  return useQuery({
    ...offerProductQueryOptions({ productId: productId ?? 0, userType, language, currency }),
    enabled: productId !== null,
  });
}
