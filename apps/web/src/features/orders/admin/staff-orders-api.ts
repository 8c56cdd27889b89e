import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffOrderDetail, StaffOrderList } from '@upline/contract/staff-orders';
import { apiFetch } from '../../../shared/api/client';

// The staff calls of the orders admin. 401 without a session, 403 for members: never retried.

/** The list's search and filters as they travel in the page's address and in GET admin/orders. */
export interface StaffOrderFilters {
  q?: string;
  status?: string;
  payment_status?: string;
  from?: string;
  to?: string;
  country?: string;
  currency?: string;
  page: number;
}

export const staffOrdersQueryOptions = (filters: StaffOrderFilters) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') query.set(key, String(value));
  query.set('per_page', '20');
  return queryOptions({
    queryKey: ['staff', 'orders', filters],
    queryFn: ({ signal }) => apiFetch<StaffOrderList>(`/admin/orders?${query.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
};

export const staffOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['staff', 'order', id],
    queryFn: ({ signal }) => apiFetch<{ data: StaffOrderDetail }>(`/admin/orders/${encodeURIComponent(id)}`, { signal }),
    select: (answer) => answer.data,
    retry: false,
  });

export type StaffOrderAction =
  | { kind: 'ship'; carrier: string; trackingNumber: string }
  | { kind: 'cancel'; reason: string }
  | { kind: 'refund'; requestKey: string; lines?: { order_line_id: number; quantity: number }[]; note: string }
  | { kind: 'resend' };

function send(id: number, action: StaffOrderAction) {
  switch (action.kind) {
    case 'ship':
      return apiFetch<{ message: string }>(`/admin/orders/${id}/ship`, { method: 'POST', body: { carrier: action.carrier, ...(action.trackingNumber ? { tracking_number: action.trackingNumber } : {}) } });
    case 'cancel':
      return apiFetch<{ message: string }>(`/admin/orders/${id}/cancel`, { method: 'POST', body: action.reason ? { reason: action.reason } : {} });
    case 'refund':
      return apiFetch<{ message: string }>(`/admin/orders/${id}/refund`, {
        method: 'POST',
        body: { request_key: action.requestKey, ...(action.lines ? { lines: action.lines } : {}), ...(action.note ? { note: action.note } : {}) },
      });
    case 'resend':
      return apiFetch<{ message: string }>(`/admin/orders/${id}/resend-confirmation`, { method: 'POST', body: {} });
  }
}

/** One staff action on an order; the order and the lists are read again after it, whatever the answer. */
export function useStaffOrderAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: StaffOrderAction) => send(id, action),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}
