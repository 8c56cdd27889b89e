import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffOperationsRoutes as calls } from '@upline/contract/staff-operations';
import type { z } from 'zod';
import type { outboxResponseSchema } from '@upline/contract/accounts';
import { call } from '../../../shared/api/call';

// The staff's operations calls (served by the API's platform, owned by no capability): the admin
// dashboard's figures, the e-mail outbox and the audit log. Never retried (401/403).

export type OutboxMessage = z.infer<typeof outboxResponseSchema>['messages'][number];
/** The outbox filter as the page's address holds it: the server answers an unknown status with a 400. */
type OutboxStatus = OutboxMessage['status'] | undefined;

export const overviewQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'overview'], queryFn: ({ signal }) => call(calls.overview, { signal }), retry: false });

export const outboxQueryOptions = (status: string | null) =>
  queryOptions({
    queryKey: ['staff', 'outbox', status],
    queryFn: ({ signal }) => call(calls.outbox, { query: { status: (status ?? undefined) as OutboxStatus }, signal }),
    select: (answer) => answer.messages,
    placeholderData: keepPreviousData,
    retry: false,
  });

export const auditQueryOptions = (filters: { q?: string; page: number }) => {
  return queryOptions({
    queryKey: ['staff', 'audit', filters],
    queryFn: ({ signal }) => call(calls.audit, { query: { page: filters.page, per_page: 25, q: filters.q }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
};

/** POST admin/outbox/{id}/retry: a failed e-mail goes back in the queue once; the outbox and the dashboard refresh. */
export function useRetryEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(calls.retryEmail, { params: { id } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}
