import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsResponse } from '@upline/contract/catalogue';
import { apiFetch } from '../../../shared/api/client';
import { catalogueTail, useCatalogueRequest, type CatalogueRequest } from './catalogue-request';

/** GET products/{userType}/{lang}?currency= : the shop list. */
export const productsQueryOptions = (request: CatalogueRequest) =>
  queryOptions({
    queryKey: ['catalogue', 'products', request],
    queryFn: ({ signal }) => apiFetch<ProductsResponse>(`/products${catalogueTail(request)}`, { signal }),
    select: (response) => response.products,
    staleTime: 5 * 60_000,
  });

export function useProducts() {
  return useQuery(productsQueryOptions(useCatalogueRequest()));
}
