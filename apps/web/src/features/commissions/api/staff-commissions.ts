import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { WhatIfBody } from '@upline/contract/commission-close';
import { commissionStaffRoutes as calls, payoutCsvPath } from '@upline/contract/commission-staff-routes';
import { toast } from 'sonner';
import { isApiError } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/call';
import type { Currency } from '@upline/domain/money';

const staffKey = ['staff', 'commissions'] as const;

/** GET admin/commissions/periods: every period with its status. 401 without a session, 403 for members. */
export const staffPeriodsQueryOptions = () =>
  queryOptions({
    queryKey: [...staffKey, 'periods'],
    queryFn: ({ signal }) => call(calls.periods, { signal }),
    select: (answer) => answer.periods,
    retry: false,
  });

/** GET admin/commissions/periods/{id}/preview: the statements closing writes (or wrote) and the totals. */
export const periodPreviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...staffKey, 'preview', id],
    queryFn: ({ signal }) => call(calls.preview, { params: { id }, signal }),
    retry: false,
  });

/** GET admin/commissions/payouts: batches and what is payable and not exported yet. */
export const payoutsQueryOptions = () =>
  queryOptions({
    queryKey: [...staffKey, 'payouts'],
    queryFn: ({ signal }) => call(calls.payouts, { signal }),
    retry: false,
  });

/** The link that downloads a batch as CSV (the session cookie goes with it). */
export const payoutCsvHref = payoutCsvPath;

function useStaffMutation<I, A extends { message: string }>(send: (input: I) => Promise<A>, failed: (message: string) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
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
  useStaffMutation((id: number) => call(calls.closePeriod, { params: { id } }), failed);

/** POST admin/commissions/payouts: export the payable statements of a currency. */
export const useExportPayables = (failed: (message: string) => string) =>
  useStaffMutation((currency: Currency) => call(calls.exportPayables, { body: { currency } }), failed);

/** POST admin/commissions/payouts/{id}/paid. */
export const useMarkPaid = (failed: (message: string) => string) =>
  useStaffMutation((id: number) => call(calls.markPaid, { params: { id } }), failed);

/** POST admin/commissions/what-if: a proposed plan over closed periods; the answer is the run. */
export function useWhatIf() {
  return useMutation({
    // The plan goes as staff wrote it: the server checks its rules and answers a 400.
    mutationFn: (input: { name?: string; plan: unknown; period_ids: number[] }) => call(calls.whatIf, { body: input as WhatIfBody }),
  });
}
