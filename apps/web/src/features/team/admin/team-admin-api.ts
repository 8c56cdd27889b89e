import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloseAccountBody, SponsorChangeBody, SponsorPreviewBody } from '@upline/contract/team-admin';
import { teamAdminRoutes as calls } from '@upline/contract/team-admin-routes';
import { call } from '../../../shared/api/call';

// The staff calls of the members admin. 401 without a session, 403 for members: never retried.

export const adminMembersQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'members', q, page],
    queryFn: ({ signal }) => call(calls.members, { query: { q, page }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const adminMemberQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'member', id],
    queryFn: ({ signal }) => call(calls.member, { params: { id }, signal }),
    retry: false,
  });

/** POST admin/members/{id}/sponsor/preview: what the change would do; changes nothing. */
export function useSponsorPreview(id: number) {
  return useMutation({
    mutationFn: (body: SponsorPreviewBody) => call(calls.sponsorPreview, { params: { id }, body }),
  });
}

/** POST admin/members/{id}/sponsor: the change itself, with its reason. */
export function useChangeSponsor(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SponsorChangeBody) => call(calls.changeSponsor, { params: { id }, body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

/** POST admin/members/{id}/close. */
export function useCloseAccount(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CloseAccountBody) => call(calls.closeAccount, { params: { id }, body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
