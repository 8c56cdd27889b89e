import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryCardProductsResponse } from '@upline/contract/catalogue';
import { apiFetch } from '../../../shared/api/client';
import { useCatalogueRequest, type CatalogueRequest } from './catalogue-request';

/** GET category/{id or slug}/{lang}?currency=&view=card : ListProducts, the category and its shop products as cards. */
export const categoryProductsQueryOptions = (categoryRef: string, request: Omit<CatalogueRequest, 'userType'>) =>
  queryOptions({
    queryKey: ['catalogue', 'category', 'card', categoryRef, request.language, request.currency],
    queryFn: ({ signal }) =>
      apiFetch<CategoryCardProductsResponse>(
        `/category/${encodeURIComponent(categoryRef)}/${encodeURIComponent(request.language)}?currency=${request.currency}&view=card`,
        { signal },
      ),
    staleTime: 5 * 60_000,
  });

export function useCategoryProducts(categoryRef: string) {
  const { language, currency } = useCatalogueRequest();
  return useQuery(categoryProductsQueryOptions(categoryRef, { language, currency }));
}
