import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@upline/contract/catalogue';
import { apiFetch } from '../../../shared/api/client';
import { useCatalogueRequest, type CatalogueRequest } from './catalogue-request';

/** GET category/?currency= : the categories with their shop products. */
export const categoriesQueryOptions = (request: Pick<CatalogueRequest, 'currency'>) =>
  queryOptions({
    queryKey: ['catalogue', 'categories', request.currency],
    queryFn: ({ signal }) => apiFetch<Category[]>(`/category?currency=${request.currency}`, { signal }),
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  const { currency } = useCatalogueRequest();
  return useQuery(categoriesQueryOptions({ currency }));
}
