import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { userDetailsResponseSchema } from '@upline/contract/accounts';
import { accountRoutes } from '@upline/contract/account-routes';
import { call } from '../../../shared/api/call';

export type UserDetails = z.infer<typeof userDetailsResponseSchema>['userDetails'];

/** GET user/details: the signed-in member's own profile (member data: dropped on logout). */
export const userDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['member', 'details'],
    queryFn: ({ signal }) => call(accountRoutes.details, { signal }),
    select: (answer) => answer.userDetails,
    staleTime: 60_000,
  });

export function useUserDetails() {
  return useQuery(userDetailsQueryOptions());
}
