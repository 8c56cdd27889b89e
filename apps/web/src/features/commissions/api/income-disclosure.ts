import { queryOptions, useQuery } from '@tanstack/react-query';
import { incomeDisclosureRoute } from '@upline/contract/income-disclosure';
import { call } from '../../../shared/api/call';

/** Which disclosure to show: a calendar year, the trailing 12 months, or (null) the current year. */
export type DisclosureChoice = { year: number } | 'trailing-12' | null;

/** GET income-disclosure: public figures, the same for everyone (not a member query). */
export const incomeDisclosureQueryOptions = (choice: DisclosureChoice) =>
  queryOptions({
    queryKey: ['income-disclosure', choice === null ? 'current' : choice === 'trailing-12' ? choice : choice.year],
    queryFn: ({ signal }) =>
      call(incomeDisclosureRoute, { query: choice === null ? {} : choice === 'trailing-12' ? { period: 'trailing-12' } : { year: String(choice.year) }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useIncomeDisclosure(choice: DisclosureChoice) {
  return useQuery(incomeDisclosureQueryOptions(choice));
}
