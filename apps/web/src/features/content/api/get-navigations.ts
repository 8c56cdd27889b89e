import { queryOptions } from '@tanstack/react-query';
import type { NavigationItem, NavigationMenu } from '@upline/contract/content';
import { contentRefs } from '@upline/contract/content-refs';
import { call } from '../../../shared/api/call';

export interface NavigationsResponse {
  navigations: NavigationItem[];
}

/** GET navigations/{header|footer}/{lang}: refetched when the language changes (its key). */
export const navigationsQueryOptions = (menu: NavigationMenu, language: string) =>
  queryOptions({
    queryKey: ['navigations', menu, language],
    queryFn: ({ signal }): Promise<NavigationsResponse> => call(contentRefs.navigations, { params: { menu, lang: language }, signal }),
  });
