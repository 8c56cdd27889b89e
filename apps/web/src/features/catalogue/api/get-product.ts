import { useQuery } from '@tanstack/react-query';
import { productQueryOptions } from '../../../shared/catalogue/catalogue-queries';
import { useCatalogueRequest } from './catalogue-request';

export { productQueryOptions };

export function useProduct(productRef: string) {
  return useQuery(productQueryOptions(productRef, useCatalogueRequest()));
}
