import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuaranteeResponse } from '@upline/contract/guarantee';
import { apiFetch } from '../api/client';

/** GET guarantee (extension): the money-back guarantee and the refund policy, as data. */
export const guaranteeQueryOptions = () =>
  queryOptions({
    queryKey: ['guarantee'],
    queryFn: ({ signal }) => apiFetch<GuaranteeResponse>('/guarantee', { signal }),
    staleTime: 5 * 60_000,
  });

/** The shop's promises; nothing is claimed until they answered. */
export function useGuarantee() {
  return useQuery(guaranteeQueryOptions());
}
