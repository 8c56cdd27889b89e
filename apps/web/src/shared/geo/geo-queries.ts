import { queryOptions } from '@tanstack/react-query';
import type { CountriesResponse, DetectCountryResponse, StatesResponse } from './geo-types';
import { apiFetch } from '../api/client';

// Countries and states serve checkout, signup and addresses; the detected country preselects
// the country popup. Shared because several capabilities read them.

/** GET countries */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['countries'],
    queryFn: ({ signal }) => apiFetch<CountriesResponse>('/countries', { signal }),
    staleTime: Infinity,
  });

/** GET states/{countryId} */
export const statesQueryOptions = (countryId: number) =>
  queryOptions({
    queryKey: ['states', countryId],
    queryFn: ({ signal }) => apiFetch<StatesResponse>(`/states/${countryId}`, { signal }),
    staleTime: Infinity,
  });

/** GET detect-country: nulls when the server cannot tell. */
export const detectCountryQueryOptions = () =>
  queryOptions({
    queryKey: ['detect-country'],
    queryFn: ({ signal }) => apiFetch<DetectCountryResponse>('/detect-country', { signal }),
    staleTime: Infinity,
    retry: false,
  });
