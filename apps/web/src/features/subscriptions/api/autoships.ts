import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Autoship, AutoshipCardResponse, AutoshipProduct } from '@upline/contract/autoship';
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
  | { action: 'items'; items: { product_id: number; quantity: number }[] }
  | { action: 'address'; address: AutoshipAddressInput };

/** PUT user/autoships/{id}/address: checkout §5's delivery fields (country and state by id, or a typed region). */
export interface AutoshipAddressInput {
  first_name: string;
  last_name: string;
  ship_address: string;
  ship_address2?: string | null;
  ship_city: string;
  country: number | string;
  state: number | string;
  ship_zipcode: string;
  mobile?: string | null;
}

/** GET user/autoships/{id}/products: what may go on the autoship, at today's autoship price. */
export const autoshipProductsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['member', 'autoships', id, 'products'],
    queryFn: ({ signal }) => apiFetch<{ data: AutoshipProduct[] }>(`/user/autoships/${id}/products`, { signal }),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
  });

/** PUT user/autoships/{id}/card: saves a card (or asks for 3-D Secure). */
export const putAutoshipCard = (id: number, authorizationKey: string) =>
  apiFetch<AutoshipCardResponse>(`/user/autoships/${id}/card`, { method: 'PUT', body: { authorization_key: authorizationKey } });

/** POST user/autoships/{id}/card/confirm: finishes a card change after 3-D Secure. */
export const confirmAutoshipCard = (id: number, setupRef: string) =>
  apiFetch<AutoshipCardResponse>(`/user/autoships/${id}/card/confirm`, { method: 'POST', body: { setup_ref: setupRef } });

/** POST test-gateway/authenticate: the test gateway's stand-in for the bank's 3-D Secure page. */
export const authenticateTestCard = (clientSecret: string, outcome: 'pass' | 'fail') =>
  apiFetch<{ success: true; status: string }>('/test-gateway/authenticate', { body: { client_secret: clientSecret, outcome } });

/** The member's changes; the server's answer (or its refusal, with the date an action opens) is toasted. */
export function useChangeAutoship(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: AutoshipChange) => {
      const base = `/user/autoships/${id}`;
      if (change.action === 'date') return apiFetch<{ message: string }>(`${base}/date`, { method: 'POST', body: { date: change.date } });
      if (change.action === 'items') return apiFetch<{ message: string }>(`${base}/items`, { method: 'PUT', body: { items: change.items } });
      if (change.action === 'address') return apiFetch<{ message: string }>(`${base}/address`, { method: 'PUT', body: change.address });
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
