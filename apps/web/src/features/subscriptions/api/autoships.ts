import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Autoship } from '@upline/contract/autoship';
import { toast } from 'sonner';
import { isApiError } from '../../../shared/api/api-error';
import { apiFetch } from '../../../shared/api/client';

export const autoshipsQueryKey = ['member', 'autoships'] as const;

/** GET user/autoships: the member's autoships with what is open when. */
export const autoshipsQueryOptions = () =>
  queryOptions({
    queryKey: autoshipsQueryKey,
    queryFn: ({ signal }) => apiFetch<{ data: Autoship[] }>('/user/autoships', { signal }),
    select: (answer) => answer.data,
  });

export const useAutoships = () => useQuery(autoshipsQueryOptions());

export type AutoshipChange =
  | { action: 'skip' | 'pause' | 'resume' | 'cancel' }
  | { action: 'date'; date: string }
  | { action: 'items'; items: { product_id: number; quantity: number }[] };

/** The member's changes; the server's answer (or its refusal, with the date an action opens) is toasted. */
export function useChangeAutoship(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: AutoshipChange) => {
      const base = `/user/autoships/${id}`;
      if (change.action === 'date') return apiFetch<{ message: string }>(`${base}/date`, { method: 'POST', body: { date: change.date } });
      if (change.action === 'items') return apiFetch<{ message: string }>(`${base}/items`, { method: 'PUT', body: { items: change.items } });
      return apiFetch<{ message: string }>(`${base}/${change.action}`, { method: 'POST', body: {} });
    },
    onSuccess: (answer) => {
      toast.success(answer.message, { duration: 2500 });
    },
    onError: (error: unknown) => {
      toast.error(isApiError(error) ? error.message : String(error), { duration: 4000 });
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: autoshipsQueryKey });
    },
  });
}
