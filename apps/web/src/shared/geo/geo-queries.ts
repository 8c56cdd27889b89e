import { queryOptions } from '@tanstack/react-query';
import { geoRefs } from '@upline/contract/geo-refs';
import { call } from '../api/call';

// Countries and states serve checkout, signup and addresses; the detected country preselects
// the country popup. Shared because several capabilities read them. Zod-free references (decision 0020).

/** GET countries */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['countries'],
    queryFn: ({ signal }) => call(geoRefs.countries, { signal }),
    staleTime: Infinity,
  });

/** GET states/{countryId} */
export const statesQueryOptions = (countryId: number) =>
  queryOptions({
    queryKey: ['states', countryId],
    queryFn: ({ signal }) => call(geoRefs.states, { params: { countryId }, signal }),
    staleTime: Infinity,
  });

/** GET detect-country: nulls when the server cannot tell. */
export const detectCountryQueryOptions = () =>
  queryOptions({
    queryKey: ['detect-country'],
    queryFn: ({ signal }) => call(geoRefs.detectCountry, { signal }),
    staleTime: Infinity,
    retry: false,
  });
