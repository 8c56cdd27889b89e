import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionRoutes } from '@upline/contract/subscription-routes';
import { call } from '../../../shared/api/call';

export const subscriptionQueryKey = ['member', 'subscription'] as const;

/** GET user/subscription: the member's plan status and latest website plan (member data: dropped on logout). */
export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => call(subscriptionRoutes.plan, { signal }),
    staleTime: 30_000,
  });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
