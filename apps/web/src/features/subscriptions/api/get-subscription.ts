import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionResponse } from '@upline/contract/subscriptions';
import { apiFetch } from '../../../shared/api/client';

export const subscriptionQueryKey = ['member', 'subscription'] as const;

/** GET user/subscription: the member's plan status and latest website plan (member data: dropped on logout). */
export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => apiFetch<SubscriptionResponse>('/user/subscription', { signal }),
    staleTime: 30_000,
  });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
