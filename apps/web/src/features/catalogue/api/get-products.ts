import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueCardRefs } from '@upline/contract/catalogue-refs';
import { call } from '../../../shared/api/call';
import { useCatalogueRequest, type CatalogueRequest } from './catalogue-request';

/**
 * GET products/{userType}/{lang}?currency=&view=card : the shop list as cards (the product list,
 * Home's best sellers and video carousel). The detail page asks for its product in full.
 */
export const productsQueryOptions = (request: CatalogueRequest) =>
  queryOptions({
    queryKey: ['catalogue', 'products', 'card', request],
    queryFn: ({ signal }) =>
      call(catalogueCardRefs.products, { params: { userType: request.userType, lang: request.language }, query: { currency: request.currency, view: 'card' }, signal }),
    select: (response) => response.products,
    staleTime: 5 * 60_000,
  });

export function useProducts() {
  return useQuery(productsQueryOptions(useCatalogueRequest()));
}
