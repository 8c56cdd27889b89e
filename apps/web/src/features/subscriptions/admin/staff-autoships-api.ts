import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { staffAutoshipQuerySchema, staffAutoshipSchema } from '@upline/contract/autoship';
import { autoshipStaffRoutes as calls } from '@upline/contract/autoship-staff-routes';
import { call } from '../../../shared/api/call';

export type StaffAutoship = z.infer<typeof staffAutoshipSchema>;
type StaffAutoshipQuery = z.input<typeof staffAutoshipQuerySchema>;

/** The list's filters: a status, or 'failed' for every autoship in dunning (refused renewals), and a search. */
export interface StaffAutoshipFilters {
  status?: string;
  q?: string;
}

export const staffAutoshipsQueryOptions = (filters: StaffAutoshipFilters) => {
  // The address's status goes as it is: the server answers an unknown one with a 400.
  const query = { ...(filters.status === 'failed' ? { failed: true } : { status: filters.status as StaffAutoshipQuery['status'] }), q: filters.q };
  return queryOptions({
    queryKey: ['staff', 'autoships', filters],
    queryFn: ({ signal }) => call(calls.autoships, { query, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    retry: false,
  });
};

export const staffAutoshipQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['staff', 'autoship', id],
    queryFn: ({ signal }) => call(calls.autoship, { params: { id }, signal }),
    select: (answer) => answer.data,
    retry: false,
  });
