import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberOrderRefs } from '@upline/contract/member-order-refs';
import { call } from '../api/call';

/** GET guarantee (extension): the money-back guarantee and the refund policy, as data. */
export const guaranteeQueryOptions = () =>
  queryOptions({
    queryKey: ['guarantee'],
    queryFn: ({ signal }) => call(memberOrderRefs.guarantee, { signal }),
    staleTime: 5 * 60_000,
  });

/** The shop's promises; nothing is claimed until they answered. */
export function useGuarantee() {
  return useQuery(guaranteeQueryOptions());
}
