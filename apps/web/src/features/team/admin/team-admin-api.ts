import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMemberDetail, AdminMemberList, CloseAccountBody, SponsorChangeBody, SponsorPreview, SponsorPreviewBody } from '@upline/contract/team-admin';
import { apiFetch } from '../../../shared/api/client';

// The staff calls of the members admin. 401 without a session, 403 for members: never retried.

export const adminMembersQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'members', q, page],
    queryFn: ({ signal }) => apiFetch<AdminMemberList>(`/admin/members?${new URLSearchParams({ q, page: String(page) }).toString()}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const adminMemberQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'member', id],
    queryFn: ({ signal }) => apiFetch<AdminMemberDetail>(`/admin/members/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });

/** POST admin/members/{id}/sponsor/preview: what the change would do; changes nothing. */
export function useSponsorPreview(id: number) {
  return useMutation({
    mutationFn: (body: SponsorPreviewBody) => apiFetch<SponsorPreview>(`/admin/members/${id}/sponsor/preview`, { method: 'POST', body }),
  });
}

/** POST admin/members/{id}/sponsor: the change itself, with its reason. */
export function useChangeSponsor(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SponsorChangeBody) => apiFetch<{ message: string; preview: SponsorPreview }>(`/admin/members/${id}/sponsor`, { method: 'POST', body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

/** POST admin/members/{id}/close. */
export function useCloseAccount(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CloseAccountBody) => apiFetch<{ message: string; sessions_revoked: number; subscriptions_cancelled: number }>(`/admin/members/${id}/close`, { method: 'POST', body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
