import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, ProductsResponse } from '@upline/contract/catalogue';
import { apiFetch } from '../../../shared/api/client';
import type { CartCurrency } from '../../../shared/cart/cart-types';
import { useSessionStore } from '../../../shared/session/session-store';

interface ProductRequest {
  productId: number;
  userType: 'customer' | 'ambassador' | 'scholar';
  language: string;
  currency: CartCurrency;
}

/** GET product/{id}/{userType}/{lang}?currency= : the product checkout §2 `product` preloads. */
export const checkoutProductQueryOptions = (request: ProductRequest) =>
  queryOptions({
    queryKey: ['checkout', 'product', request],
    queryFn: ({ signal }) =>
      apiFetch<ProductsResponse>(`/product/${request.productId}/${request.userType}/${encodeURIComponent(request.language)}?currency=${request.currency}`, { signal }),
    select: (response): Product | null => response.products[0] ?? null,
    staleTime: 5 * 60_000,
  });

export function useCheckoutProduct(productId: number | null, currency: CartCurrency) {
  const userType = useSessionStore((state) => (state.isLoggedIn && state.userType ? state.userType : 'customer'));
  const language = useSessionStore((state) => state.language);
  return useQuery({ ...checkoutProductQueryOptions({ productId: productId ?? 0, userType, language, currency }), enabled: productId !== null });
}
