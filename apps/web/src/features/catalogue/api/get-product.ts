import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, ProductsResponse } from '@upline/contract/catalogue';
import { apiFetch } from '../../../shared/api/client';
import { catalogueTail, useCatalogueRequest, type CatalogueRequest } from './catalogue-request';

/** GET product/{id or slug}/{userType}/{lang}?currency= : a one-element list; the first is used. 404 fails. */
export const productQueryOptions = (productRef: string, request: CatalogueRequest) =>
  queryOptions({
    queryKey: ['catalogue', 'product', productRef, request],
    queryFn: ({ signal }) =>
      apiFetch<ProductsResponse>(`/product/${encodeURIComponent(productRef)}${catalogueTail(request)}`, { signal }),
    select: (response): Product | null => response.products[0] ?? null,
    staleTime: 5 * 60_000,
  });

export function useProduct(productRef: string) {
  return useQuery(productQueryOptions(productRef, useCatalogueRequest()));
}
