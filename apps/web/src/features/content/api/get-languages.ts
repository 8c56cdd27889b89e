import { queryOptions } from '@tanstack/react-query';
import type { Language } from '@upline/contract/content';
import { contentRefs } from '@upline/contract/content-refs';
import { call } from '../../../shared/api/call';

export interface LanguagesResponse {
  languages: Language[];
}

/** Offered when the server's list is unavailable: the two bundled languages (storefront §9). */
export const fallbackLanguages: Language[] = [
  { code: 'en', name: 'English', is_default: 1 },
  { code: 'fr', name: 'Français', is_default: 0 },
];

/** GET languages */
export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: ['languages'],
    queryFn: ({ signal }): Promise<LanguagesResponse> => call(contentRefs.languages, { signal }),
    staleTime: 60 * 60_000,
  });
