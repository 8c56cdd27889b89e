import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsResponse } from '@upline/contract/catalogue';
import { catalogueRefs } from '@upline/contract/catalogue-refs';
import { narrowRef } from '@upline/contract/route';
import { call } from '../../../shared/api/call';
import type { CartCurrency } from '../../../shared/cart/cart-types';
import { useSessionStore } from '../../../shared/session/session-store';

/** The holistic list in its full form (no `view=card`). */
const holisticProducts = narrowRef<ProductsResponse>()(catalogueRefs.holistic);

/** GET products/holistic/{userType}/{lang}?currency= : the suggested products under the checkout. */
export const suggestedProductsQueryOptions = (userType: string, language: string, currency: CartCurrency) =>
  queryOptions({
    queryKey: ['checkout', 'suggested', userType, language, currency],
    queryFn: ({ signal }) => call(holisticProducts, { params: { userType, lang: language }, query: { currency }, signal }),
    select: (response) => response.products,
    staleTime: 5 * 60_000,
  });

export function useSuggestedProducts(currency: CartCurrency, enabled: boolean) {
  const userType = useSessionStore((state) => (state.isLoggedIn && state.userType ? state.userType : 'customer'));
  const language = useSessionStore((state) => state.language);
  return useQuery({ ...suggestedProductsQueryOptions(userType, language, currency), enabled });
}
