import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { commissionRoutes } from '@upline/contract/commission-routes';
import type { CommissionDetailsRequest } from '@upline/contract/commissions';
import { call } from '../../../shared/api/call';

// Every key starts with 'member' so that signing out drops the member's earnings with the rest.
export const commissionsKey = ['member', 'commissions'] as const;

/** GET user/commissions: the member's totals per bi-weekly and monthly period, per currency. */
export const commissionSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...commissionsKey, 'summary'],
    queryFn: ({ signal }) => call(commissionRoutes.summary, { signal }),
    staleTime: 30_000,
  });

/** POST user/commissionsdetails: the member's lines between two dates (a read, cached per range). */
export const commissionDetailsQueryOptions = (request: CommissionDetailsRequest) =>
  queryOptions({
    queryKey: [...commissionsKey, 'details', request.start_date, request.end_date, request.period_kind ?? 'all'],
    queryFn: ({ signal }) => call(commissionRoutes.details, { body: request, signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** GET user/commissions/statements: the member's statements per closed period, newest first. */
export const memberStatementsQueryOptions = () =>
  queryOptions({
    queryKey: [...commissionsKey, 'statements'],
    queryFn: ({ signal }) => call(commissionRoutes.statements, { signal }),
    select: (answer) => answer.statements,
    staleTime: 30_000,
  });

export function useCommissionSummary() {
  return useQuery(commissionSummaryQueryOptions());
}

export function useCommissionDetails(request: CommissionDetailsRequest | null) {
  return useQuery({ ...commissionDetailsQueryOptions(request ?? { start_date: '', end_date: '' }), enabled: request !== null });
}
