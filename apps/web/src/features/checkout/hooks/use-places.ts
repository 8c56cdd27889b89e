import { useQuery } from '@tanstack/react-query';
import { countriesQueryOptions, statesQueryOptions } from '../../../shared/geo/geo-queries';

/** GET countries. */
export function useCountries() {
  return useQuery(countriesQueryOptions());
}

/** A select's value as a country id, or null. */
export function countryIdOf(value: string): number | null {
  return /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * GET states/{countryId} for the chosen country. `hasStates` is true while the answer is
 * unknown, so the state stays required until the country is known to list none.
 */
export function useStates(countryValue: string) {
  const countryId = countryIdOf(countryValue);
  const query = useQuery({ ...statesQueryOptions(countryId ?? 0), enabled: countryId !== null });
  const states = query.data?.states ?? [];
  return { states, hasStates: !query.data || states.length > 0, isLoading: query.isLoading };
}
