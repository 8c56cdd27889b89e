import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TeamListType,
  TeamMembersResponse,
  TeamOrderList,
  TeamSearchResponse,
  TeamSummary,
  TeamListEntry,
  TeamPagination,
} from '@upline/contract/team';
import { apiFetch } from '../../../shared/api/client';

// Every key starts with 'member' so that signing out drops the member's team with the rest.
export const teamKey = ['member', 'team'] as const;

/** Members shown on one page of a team list or of the team's orders. */
export const TEAM_PER_PAGE = 20;
/** Direct team members loaded at once when a Genealogy node is opened. */
export const TREE_PAGE = 50;

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** GET user/teammembers: the member, their direct team and each one's own direct team (Genealogy's first view). */
export const teamMembersQueryOptions = () =>
  queryOptions({
    queryKey: [...teamKey, 'members'],
    queryFn: ({ signal }) => apiFetch<TeamMembersResponse>(`/user/teammembers${query({ per_page: TREE_PAGE })}`, { signal }),
    staleTime: 30_000,
  });

/** GET user/teammembers?root={id}&depth=1: one page of a member's direct team (a node opened in Genealogy). */
export const subtreeQueryOptions = (rootId: number, page = 1) =>
  queryOptions({
    queryKey: [...teamKey, 'subtree', rootId, page],
    queryFn: ({ signal }) =>
      apiFetch<TeamMembersResponse>(`/user/teammembers${query({ root: rootId, depth: 1, page, per_page: TREE_PAGE })}`, { signal }),
    staleTime: 30_000,
  });

/** GET user/team/search: members of the downline by name or member ID, with the path to open. */
export const teamSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...teamKey, 'search', q],
    queryFn: ({ signal }) => apiFetch<TeamSearchResponse>(`/user/team/search${query({ q, limit: 20 })}`, { signal }),
    staleTime: 30_000,
    retry: false,
  });

export type TeamListSort = 'name' | 'join_date' | 'id' | 'level';
export interface TeamListRequest {
  type: TeamListType;
  search: string;
  sort: TeamListSort;
  order: 'asc' | 'desc';
  page: number;
}

/** One page of a team list, whatever its key in the answer (my_customer, my_scholar, my_ambassador). */
export interface TeamListPage {
  entries: TeamListEntry[];
  pagination: TeamPagination;
}

/** GET team-users/{type}: My Customers, My Scholar or My Ambassador, searched, sorted and paged. */
export const teamListQueryOptions = (request: TeamListRequest) =>
  queryOptions({
    queryKey: [...teamKey, 'list', request.type, request.search, request.sort, request.order, request.page],
    queryFn: async ({ signal }): Promise<TeamListPage> => {
      const answer = await apiFetch<Record<string, unknown> & { pagination: TeamPagination }>(
        `/team-users/${request.type}${query({ search: request.search, sort: request.sort, order: request.order, page: request.page, per_page: TEAM_PER_PAGE })}`,
        { signal },
      );
      const key = ({ customer: 'my_customer', scholar: 'my_scholar', ambassador: 'my_ambassador' } as const)[request.type];
      return { entries: (answer[key] as TeamListEntry[] | undefined) ?? [], pagination: answer.pagination };
    },
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export type TeamOrdersScope = 'team' | 'customers';

/** GET user/team/orders (My Team Order) or GET user/customer/orders (Customers Order History), one page. */
export const teamOrdersQueryOptions = (scope: TeamOrdersScope, page: number) =>
  queryOptions({
    queryKey: [...teamKey, 'orders', scope, page],
    queryFn: ({ signal }) =>
      apiFetch<TeamOrderList>(`${scope === 'team' ? '/user/team/orders' : '/user/customer/orders'}${query({ page, per_page: TEAM_PER_PAGE })}`, { signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** GET user/team/summary: the Dashboard's team figures. */
export const teamSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...teamKey, 'summary'],
    queryFn: ({ signal }) => apiFetch<TeamSummary>('/user/team/summary', { signal }),
    staleTime: 30_000,
  });

export function useTeamList(request: TeamListRequest) {
  return useQuery(teamListQueryOptions(request));
}

export function useTeamOrders(scope: TeamOrdersScope, page: number) {
  return useQuery(teamOrdersQueryOptions(scope, page));
}

export function useTeamSummary(enabled = true) {
  return useQuery({ ...teamSummaryQueryOptions(), enabled });
}
