import { queryOptions } from '@tanstack/react-query';
import type { NavigationItem, NavigationMenu } from '@upline/contract/content';
import { apiFetch } from '../../../shared/api/client';

export interface NavigationsResponse {
  navigations: NavigationItem[];
}

/** GET navigations/{header|footer}/{lang}: refetched when the language changes (its key). */
export const navigationsQueryOptions = (menu: NavigationMenu, language: string) =>
  queryOptions({
    queryKey: ['navigations', menu, language],
    queryFn: ({ signal }) =>
      apiFetch<NavigationsResponse>(`/navigations/${menu}/${encodeURIComponent(language)}`, { signal }),
  });
