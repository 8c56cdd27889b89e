import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutBatch, PeriodPreview, StaffPeriod, WhatIfRun } from '@upline/contract/commission-close';
import { toast } from 'sonner';
import { isApiError } from '../../../shared/api/api-error';
import { apiFetch } from '../../../shared/api/client';

const staffKey = ['staff', 'commissions'] as const;

/** GET admin/commissions/periods: every period with its status. 401 without a session, 403 for members. */
export const staffPeriodsQueryOptions = () =>
  queryOptions({
    queryKey: [...staffKey, 'periods'],
    queryFn: ({ signal }) => apiFetch<{ periods: StaffPeriod[] }>('/admin/commissions/periods', { signal }),
    select: (answer) => answer.periods,
    retry: false,
  });

/** GET admin/commissions/periods/{id}/preview: the statements closing writes (or wrote) and the totals. */
export const periodPreviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...staffKey, 'preview', id],
    queryFn: ({ signal }) => apiFetch<PeriodPreview>(`/admin/commissions/periods/${id}/preview`, { signal }),
    retry: false,
  });

/** GET admin/commissions/payouts: batches and what is payable and not exported yet. */
export const payoutsQueryOptions = () =>
  queryOptions({
    queryKey: [...staffKey, 'payouts'],
    queryFn: ({ signal }) => apiFetch<{ batches: PayoutBatch[]; payable: { USD: string; CAD: string } }>('/admin/commissions/payouts', { signal }),
    retry: false,
  });

/** The link that downloads a batch as CSV (the session cookie goes with it). */
export const payoutCsvHref = (id: number) => `/api/admin/commissions/payouts/${id}/csv`;

function useStaffMutation<I, A extends { message: string }>(call: (input: I) => Promise<A>, failed: (message: string) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      toast.success(answer.message, { duration: 2500 });
    },
    onError: (error) => {
      toast.error(failed(isApiError(error) ? error.message : String(error)), { duration: 4000 });
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: staffKey });
    },
  });
}

/** POST admin/commissions/periods/{id}/close. */
export const useClosePeriod = (failed: (message: string) => string) =>
  useStaffMutation((id: number) => apiFetch<{ message: string; statements: number }>(`/admin/commissions/periods/${id}/close`, { method: 'POST', body: {} }), failed);

/** POST admin/commissions/payouts: export the payable statements of a currency. */
export const useExportPayables = (failed: (message: string) => string) =>
  useStaffMutation((currency: 'USD' | 'CAD') => apiFetch<{ message: string; batch: PayoutBatch }>('/admin/commissions/payouts', { method: 'POST', body: { currency } }), failed);

/** POST admin/commissions/payouts/{id}/paid. */
export const useMarkPaid = (failed: (message: string) => string) =>
  useStaffMutation((id: number) => apiFetch<{ message: string; batch: PayoutBatch }>(`/admin/commissions/payouts/${id}/paid`, { method: 'POST', body: {} }), failed);

/** POST admin/commissions/what-if: a proposed plan over closed periods; the answer is the run. */
export function useWhatIf() {
  return useMutation({
    mutationFn: (input: { name?: string; plan: unknown; period_ids: number[] }) => apiFetch<{ run: WhatIfRun }>('/admin/commissions/what-if', { method: 'POST', body: input }),
  });
}
