import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { staffAutoshipSchema } from '@upline/contract/autoship';
import { apiFetch } from '../../../shared/api/client';

export type StaffAutoship = z.infer<typeof staffAutoshipSchema>;

/** The list's filters: a status, or 'failed' for every autoship in dunning (refused renewals), and a search. */
export interface StaffAutoshipFilters {
  status?: string;
  q?: string;
}

export const staffAutoshipsQueryOptions = (filters: StaffAutoshipFilters) => {
  const query = new URLSearchParams();
  if (filters.status === 'failed') query.set('failed', 'true');
  else if (filters.status) query.set('status', filters.status);
  if (filters.q) query.set('q', filters.q);
  return queryOptions({
    queryKey: ['staff', 'autoships', filters],
    queryFn: ({ signal }) => apiFetch<{ data: StaffAutoship[] }>(`/admin/subscriptions?${query.toString()}`, { signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    retry: false,
  });
};

export const staffAutoshipQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['staff', 'autoship', id],
    queryFn: ({ signal }) => apiFetch<{ data: StaffAutoship }>(`/admin/subscriptions/${encodeURIComponent(id)}`, { signal }),
    select: (answer) => answer.data,
    retry: false,
  });
