import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueCardRefs } from '@upline/contract/catalogue-refs';
import { call } from '../../../shared/api/call';
import { useCatalogueRequest, type CatalogueRequest } from './catalogue-request';

/** GET products/holistic/{userType}/{lang}?currency=&view=card : the holistic packages as cards. */
export const holisticProductsQueryOptions = (request: CatalogueRequest) =>
  queryOptions({
    queryKey: ['catalogue', 'holistic', 'card', request],
    queryFn: ({ signal }) =>
      call(catalogueCardRefs.holistic, { params: { userType: request.userType, lang: request.language }, query: { currency: request.currency, view: 'card' }, signal }),
    select: (response) => response.products,
    staleTime: 5 * 60_000,
  });

export function useHolisticProducts() {
  return useQuery(holisticProductsQueryOptions(useCatalogueRequest()));
}
