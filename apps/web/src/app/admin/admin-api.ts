import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffOperationsRoutes, type AuditList, type StaffOverview } from '@upline/contract/staff-operations';
import type { z } from 'zod';
import type { outboxResponseSchema } from '@upline/contract/accounts';
import { call } from '../../shared/api/call';
import { apiFetch } from '../../shared/api/client';

// The admin's own calls: the dashboard's figures, the outbox and the audit log. Never retried (401/403).

export type OutboxMessage = z.infer<typeof outboxResponseSchema>['messages'][number];

export const overviewQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'overview'], queryFn: ({ signal }) => apiFetch<StaffOverview>('/admin/overview', { signal }), retry: false });

export const outboxQueryOptions = (status: string | null) =>
  queryOptions({
    queryKey: ['staff', 'outbox', status],
    queryFn: ({ signal }) => apiFetch<{ messages: OutboxMessage[] }>(`/admin/outbox${status ? `?status=${encodeURIComponent(status)}` : ''}`, { signal }),
    select: (answer) => answer.messages,
    placeholderData: keepPreviousData,
    retry: false,
  });

export const auditQueryOptions = (filters: { q?: string; page: number }) => {
  const query = new URLSearchParams({ page: String(filters.page), per_page: '25' });
  if (filters.q) query.set('q', filters.q);
  return queryOptions({
    queryKey: ['staff', 'audit', filters],
    queryFn: ({ signal }) => apiFetch<AuditList>(`/admin/audit?${query.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
};

/** POST admin/outbox/{id}/retry: a failed e-mail goes back in the queue once; the outbox and the dashboard refresh. */
export function useRetryEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(staffOperationsRoutes.retryEmail, { params: { id } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}
