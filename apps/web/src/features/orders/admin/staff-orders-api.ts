import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffOrderRoutes as calls } from '@upline/contract/staff-order-routes';
import type { StaffOrderQueryInput } from '@upline/contract/staff-orders';
import { call } from '../../../shared/api/call';

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

/** The filters the list reads from its address, in this order. */
export const staffOrderFilterKeys = ['q', 'status', 'payment_status', 'country', 'currency', 'from', 'to'] as const;

/** The filters as the page's address holds them (so Back, reload and a shared link keep them). */
export function staffOrderFiltersOf(params: URLSearchParams): StaffOrderFilters {
  const page = Number(params.get('page') ?? '1');
  const filters: StaffOrderFilters = { page: Number.isInteger(page) && page > 0 ? page : 1 };
  for (const key of staffOrderFilterKeys) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

export const staffOrdersQueryOptions = (filters: StaffOrderFilters) =>
  queryOptions({
    queryKey: ['staff', 'orders', filters],
    // The address's values go as they are: the server answers an unknown status or date with a 400.
    queryFn: ({ signal }) => call(calls.orders, { query: { ...filters, per_page: 20 } as StaffOrderQueryInput, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const staffOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['staff', 'order', id],
    queryFn: ({ signal }) => call(calls.order, { params: { id }, signal }),
    select: (answer) => answer.data,
    retry: false,
  });

export type StaffOrderAction =
  | { kind: 'ship'; carrier: string; trackingNumber: string }
  | { kind: 'cancel'; reason: string }
  | { kind: 'refund'; requestKey: string; lines?: { order_line_id: number; quantity: number }[]; note: string }
  | { kind: 'resend' };

/** The action's answer as the panel shows it: the server's sentence (cancel, refund and resend always send one). */
const said = (answer: { message?: string }) => ({ message: answer.message ?? '' });

function send(id: number, action: StaffOrderAction): Promise<{ message: string }> {
  const params = { id };
  switch (action.kind) {
    case 'ship':
      return call(calls.ship, { params, body: { carrier: action.carrier, ...(action.trackingNumber ? { tracking_number: action.trackingNumber } : {}) } });
    case 'cancel':
      return call(calls.cancel, { params, body: action.reason ? { reason: action.reason } : {} }).then(said);
    case 'refund':
      return call(calls.refund, {
        params,
        body: { request_key: action.requestKey, ...(action.lines ? { lines: action.lines } : {}), ...(action.note ? { note: action.note } : {}) },
      }).then(said);
    case 'resend':
      return call(calls.resendConfirmation, { params }).then(said);
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
