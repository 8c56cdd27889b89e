import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsResponse } from '@upline/contract/catalogue';
import { apiFetch } from '../../../shared/api/client';
import type { CartCurrency } from '../../../shared/cart/cart-types';
import { useSessionStore } from '../../../shared/session/session-store';

/** GET products/holistic/{userType}/{lang}?currency= : the suggested products under the checkout. */
export const suggestedProductsQueryOptions = (userType: string, language: string, currency: CartCurrency) =>
  queryOptions({
    queryKey: ['checkout', 'suggested', userType, language, currency],
    queryFn: ({ signal }) => apiFetch<ProductsResponse>(`/products/holistic/${userType}/${encodeURIComponent(language)}?currency=${currency}`, { signal }),
    select: (response) => response.products,
    staleTime: 5 * 60_000,
  });

export function useSuggestedProducts(currency: CartCurrency, enabled: boolean) {
  const userType = useSessionStore((state) => (state.isLoggedIn && state.userType ? state.userType : 'customer'));
  const language = useSessionStore((state) => state.language);
  return useQuery({ ...suggestedProductsQueryOptions(userType, language, currency), enabled });
}
